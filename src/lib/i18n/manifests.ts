import type { Locale } from './locales'

/** Each language's web app manifest (public/): its name, description, shortcuts and start page. */
export function manifestPath(locale: Locale): string {
  return locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`
}
