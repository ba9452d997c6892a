/**
 * The site's languages and how a URL names one. English pages live at their plain paths
 * (`/get-help`); each has a Spanish twin under `/es` (`/es/get-help`, `/es` for `/`). The locale
 * comes from the URL only, so every address always shows the same language.
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** What Intl formats dates and numbers with, per language (US English, US Spanish). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** Each language's name written in that language, as the language switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' }

const PREFIX = '/es'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es'
}

/** The language a path is written in: `/es` and `/es/...` are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) ? 'es' : 'en'
}

/** The language-neutral path the router's routes are written for: `/es/get-help` -> `/get-help`. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  return pathname.slice(PREFIX.length) || '/'
}

/** A language-neutral path in one language: (`/get-help`, 'es') -> `/es/get-help`, `/` -> `/es`. */
export function localizePath(pathname: string, locale: Locale): string {
  const neutral = stripLocale(pathname)
  if (locale === 'en') return neutral
  return neutral === '/' ? PREFIX : `${PREFIX}${neutral}`
}

/** The other language, for the switch (two languages). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en'
}
