import * as en from '../causes'
// SPANISH SOURCE, translated in ../es/causes but not yet wired: its find/list helpers read the English
// lists and must take the language's list first.
import * as es from '../causes'

/** src/content/causes.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
