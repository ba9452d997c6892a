// SPANISH SOURCE
import * as esTwin from '../es/fun-facts'
import * as en from '../fun-facts'

// The twin holds the Spanish labels; the helper works on numbers and comes from the English module.
const es = { ...en, ...esTwin }

/** src/content/fun-facts.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
