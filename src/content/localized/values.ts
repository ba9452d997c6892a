// SPANISH SOURCE
import * as es from '../es/values'
import * as en from '../values'

/** src/content/values.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
