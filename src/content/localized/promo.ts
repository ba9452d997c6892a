// SPANISH SOURCE
import * as es from '../es/promo'
import * as en from '../promo'

/** src/content/promo.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
