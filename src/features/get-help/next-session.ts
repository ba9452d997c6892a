import { byLocale as foodHelpByLocale } from 'virtual:content/food-help'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import {
  formatClock,
  formatLongDay,
  isSameLocalDay,
  nextOccurrences,
  type Occurrence,
} from '../../lib/weekly-schedule'

function when(occurrence: Occurrence, now: Date, timeZone: string): string {
  const day = formatLongDay(occurrence.start, timeZone)
  return t('getHelp.nextWhen', {
    day: isSameLocalDay(occurrence, now, timeZone) ? t('getHelp.today', { day }) : day,
    start: formatClock(occurrence.start, timeZone),
    end: formatClock(occurrence.end, timeZone),
  })
}

/**
 * What the page says about the next time food is given out, at `now`, in the page's language:
 * "Sunday 30 November, 3pm to 5pm" (or "Today, Sunday 30 November, ..."), "domingo 30 de
 * noviembre, de 3 p.m. a 5 p.m." on a Spanish page.
 */
export function describeNextSession(now: Date): string {
  const { foodHelp } = localized(foodHelpByLocale)
  const [next] = nextOccurrences(foodHelp.schedule, now, 1)
  return next ? when(next, now, foodHelp.schedule.timeZone) : foodHelp.scheduleText
}
