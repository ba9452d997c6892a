import * as en from '../team'
// SPANISH SOURCE, not yet translated: switch this line to '../es/team' once that file exists.
import * as es from '../team'

/** src/content/team.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
