import * as en from '../events'
// SPANISH SOURCE, not yet translated: switch this line to '../es/events' once that file exists.
import * as es from '../events'

/** src/content/events.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
