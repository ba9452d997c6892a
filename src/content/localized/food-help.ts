import * as en from '../food-help'
// SPANISH SOURCE, not yet translated: switch this line to '../es/food-help' once that file exists.
import * as es from '../food-help'

/** src/content/food-help.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
