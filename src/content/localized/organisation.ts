import * as en from '../organisation'
// SPANISH SOURCE, translated in ../es/organisation but not yet wired: the layout reads this module
// on every page, and with the twin the start-up JS of / went 150 bytes over its 130,000-byte
// budget. Wire it once the layout's start-up has that room (or move these few sentences into the
// catalogs, which load as a separate file).
import * as es from '../organisation'

/** src/content/organisation.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
