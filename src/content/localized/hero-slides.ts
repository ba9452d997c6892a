// SPANISH SOURCE
import * as es from '../es/hero-slides'
import * as en from '../hero-slides'

/** src/content/hero-slides.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
