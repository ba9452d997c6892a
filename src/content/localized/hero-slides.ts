import * as en from '../hero-slides'
// SPANISH SOURCE, not yet translated: switch this line to '../es/hero-slides' once that file exists.
import * as es from '../hero-slides'

/** src/content/hero-slides.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
