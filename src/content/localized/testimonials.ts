import * as en from '../testimonials'
// SPANISH SOURCE, not yet translated: switch this line to '../es/testimonials' once that file exists.
import * as es from '../testimonials'

/** src/content/testimonials.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
