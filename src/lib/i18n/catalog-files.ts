import { isLocale, type Locale } from './locales'

/**
 * Where each language's messages are served: /assets/i18n-<locale>-<hash>.json, named by their
 * content so they are cached for good. The build writes them, every page preloads its own
 * language's, and the service worker keeps them with that language's pages (not in the shared
 * precache): an install downloads the messages of the language the visitor reads, and the other
 * language's only after a switch.
 */
const CATALOG_PATH = /^\/?assets\/i18n-([a-z]{2})-[0-9a-f]+\.json$/

export function catalogPath(locale: Locale, hash: string): string {
  return `/assets/i18n-${locale}-${hash}.json`
}

/** The language of a catalog file's path (with or without the leading slash), if it is one. */
export function catalogLocaleOf(path: string): Locale | undefined {
  const locale = CATALOG_PATH.exec(path)?.[1]
  return isLocale(locale) ? locale : undefined
}
