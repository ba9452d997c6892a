import * as en from '../products'
// SPANISH SOURCE, translated in ../es/products but not yet wired: its find/list helpers read the English
// lists and must take the language's list first.
import * as es from '../products'

/** src/content/products.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
