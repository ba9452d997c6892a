import * as en from '../products'
// SPANISH SOURCE, not yet translated: switch this line to '../es/products' once that file exists.
import * as es from '../products'

/** src/content/products.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
