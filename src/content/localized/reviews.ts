// SPANISH SOURCE
import * as es from '../es/reviews'
import * as en from '../reviews'

/** src/content/reviews.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
