import * as en from '../fun-facts'
// SPANISH SOURCE, not yet translated: switch this line to '../es/fun-facts' once that file exists.
import * as es from '../fun-facts'

/** src/content/fun-facts.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
