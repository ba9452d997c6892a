import * as en from '../reviews'
// SPANISH SOURCE, not yet translated: switch this line to '../es/reviews' once that file exists.
import * as es from '../reviews'

/** src/content/reviews.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
