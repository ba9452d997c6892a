// SPANISH SOURCE
import * as esTwin from '../es/events'
import * as en from '../events'

// The twin holds the Spanish list; the finder is the English module's, given that list (slugs are
// the same in both languages).
const es = {
  ...esTwin,
  findEvent: (slug: string) => en.findEvent(slug, esTwin.events),
}

/** src/content/events.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
