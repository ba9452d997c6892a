import * as en from '../feature-tiles'
// SPANISH SOURCE, not yet translated: switch this line to '../es/feature-tiles' once that file exists.
import * as es from '../feature-tiles'

/** src/content/feature-tiles.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
