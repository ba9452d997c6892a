import * as en from '../volunteer'
// SPANISH SOURCE, not yet translated: switch this line to '../es/volunteer' once that file exists.
import * as es from '../volunteer'

/** src/content/volunteer.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
