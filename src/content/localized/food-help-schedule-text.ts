// SPANISH SOURCE
import * as es from '../es/food-help-schedule-text'
import * as en from '../food-help-schedule-text'

/** src/content/food-help-schedule-text.ts in each language; features read the page's with `localized()`. */
export const byLocale: {
  en: { foodHelpScheduleText: string }
  es: { foodHelpScheduleText: string }
} = {
  en,
  es,
}
