// SPANISH SOURCE
import * as esTwin from '../es/food-help'
import * as en from '../food-help'

// The twin holds the Spanish words; helpers and anything it does not export come from the English
// module (they work on facts, which are the same in both languages). English literal types are
// widened to the twin's (plain strings), which both languages satisfy.
const es = { ...en, ...esTwin }

/** src/content/food-help.ts in each language; features read the page's with `localized()`. */
export const byLocale: { en: typeof es; es: typeof es } = { en, es }
