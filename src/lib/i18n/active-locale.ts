import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * The language of the page this code runs in, set once before the page renders (translate.ts's
 * activateLocale). Its own module, free of the translator, so that storage code shared with the
 * service worker (src/db) can stamp what it stores with the language without pulling it in.
 */
let active: Locale = DEFAULT_LOCALE

export function setActiveLocale(locale: Locale): void {
  active = locale
}

export function activeLocale(): Locale {
  return active
}
