import * as en from '../progress'
// SPANISH SOURCE, not yet translated: switch this line to '../es/progress' once that file exists.
import * as es from '../progress'

/** src/content/progress.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
