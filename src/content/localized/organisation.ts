// SPANISH SOURCE
import * as esTwin from '../es/organisation'
import * as en from '../organisation'

// The twin holds the Spanish sentences; the helpers (telHref, formatAddress) work on facts, the
// same in both languages, and come from the English module. Wired at a cost of 218 bytes to the
// start-up JS of / and /es (the home hero's words moved into the catalogs first made the room).
const es = { ...en, ...esTwin }

/** src/content/organisation.ts in each language; features read the page's with `localized()`. */
export const byLocale: { en: typeof es; es: typeof es } = { en, es }
