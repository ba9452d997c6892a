import { activeLocale } from './translate'

/**
 * The page's language's version of a content module: `localized(byLocale)` with a pair from
 * src/content/localized/ (one file per module, each naming its Spanish source in one line).
 */
export function localized<T>(byLocale: { readonly en: T; readonly es: T }): T {
  return byLocale[activeLocale()]
}
