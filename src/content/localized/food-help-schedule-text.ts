import * as en from '../food-help-schedule-text'
// SPANISH SOURCE, not yet translated: switch this line to '../es/food-help-schedule-text' once that file exists.
import * as es from '../food-help-schedule-text'

/** src/content/food-help-schedule-text.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
