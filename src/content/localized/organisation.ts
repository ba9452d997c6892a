import * as en from '../organisation'
// SPANISH SOURCE, not yet translated: switch this line to '../es/organisation' once that file exists.
import * as es from '../organisation'

/** src/content/organisation.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
