import * as en from '../fun-facts'
// SPANISH SOURCE, translated in ../es/fun-facts but not yet wired: its find/list helpers read the English
// lists and must take the language's list first.
import * as es from '../fun-facts'

/** src/content/fun-facts.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
