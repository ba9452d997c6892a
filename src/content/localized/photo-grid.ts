import * as en from '../photo-grid'
// SPANISH SOURCE, not yet translated: switch this line to '../es/photo-grid' once that file exists.
import * as es from '../photo-grid'

/** src/content/photo-grid.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
