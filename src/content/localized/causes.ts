// SPANISH SOURCE

import * as en from '../causes'
import * as esTwin from '../es/causes'

// The twin holds the Spanish list; the finder is the English module's, given that list (slugs are
// the same in both languages).
const es = {
  ...esTwin,
  findCause: (slug: string) => en.findCause(slug, esTwin.causes),
}

/** src/content/causes.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
