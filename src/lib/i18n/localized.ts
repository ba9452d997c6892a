import { activeLocale } from './translate'

/**
 * The page's language's version of a content module: `localized(byLocale)` with the `byLocale` a
 * `virtual:content/<name>` module exports (docs/content-types.md).
 */
export function localized<T>(byLocale: { readonly en: T; readonly es: T }): T {
  return byLocale[activeLocale()]
}
