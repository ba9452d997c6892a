// SPANISH SOURCE
import * as es from '../es/testimonials'
import * as en from '../testimonials'

/** src/content/testimonials.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
