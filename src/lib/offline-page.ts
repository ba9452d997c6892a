import type { Locale } from './i18n/locales'

/**
 * The offline page: what the service worker answers, with status 503, for a page the build wrote
 * but this device has never read, while there is no network. The build writes one per language
 * (precached, like the not-found pages); it is plain HTML, never hydrated, and the worker fills
 * the slot with the pages this device has at that moment (sw/offline-page.ts).
 */
export function offlinePageFile(locale: Locale): string {
  return locale === 'en' ? '_offline.html' : `_offline.${locale}.html`
}

/** Where the worker writes the list of saved pages, one `<li>` each. */
export const SAVED_PAGES_SLOT = '<!--saved-pages-->'
