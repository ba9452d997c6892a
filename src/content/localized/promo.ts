import * as en from '../promo'
// SPANISH SOURCE, not yet translated: switch this line to '../es/promo' once that file exists.
import * as es from '../promo'

/** src/content/promo.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
