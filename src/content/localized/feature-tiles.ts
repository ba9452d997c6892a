// SPANISH SOURCE
import * as es from '../es/feature-tiles'
import * as en from '../feature-tiles'

/** src/content/feature-tiles.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
