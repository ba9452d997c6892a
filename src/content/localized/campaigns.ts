import * as en from '../campaigns'
// SPANISH SOURCE, not yet translated: switch this line to '../es/campaigns' once that file exists.
import * as es from '../campaigns'

/** src/content/campaigns.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
