import * as en from '../causes'
// SPANISH SOURCE, not yet translated: switch this line to '../es/causes' once that file exists.
import * as es from '../causes'

/** src/content/causes.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
