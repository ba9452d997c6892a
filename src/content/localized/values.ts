import * as en from '../values'
// SPANISH SOURCE, not yet translated: switch this line to '../es/values' once that file exists.
import * as es from '../values'

/** src/content/values.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
