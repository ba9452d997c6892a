// SPANISH SOURCE
import * as es from '../es/partners'
import * as en from '../partners'

/** src/content/partners.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
