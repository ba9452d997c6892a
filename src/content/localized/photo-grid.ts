// SPANISH SOURCE
import * as es from '../es/photo-grid'
import * as en from '../photo-grid'

/** src/content/photo-grid.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
