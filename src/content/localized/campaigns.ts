import * as en from '../campaigns'
// SPANISH SOURCE
import * as es from '../es/campaigns'

/** src/content/campaigns.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
