import * as en from '../partners'
// SPANISH SOURCE, not yet translated: switch this line to '../es/partners' once that file exists.
import * as es from '../partners'

/** src/content/partners.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
