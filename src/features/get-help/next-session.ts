import { byLocale as foodHelpByLocale } from 'virtual:content/food-help'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import {
  formatClock,
  formatLongDay,
  isSameLocalDay,
  nextOccurrences,
  type Occurrence,
  type ScheduleException,
} from '../../lib/weekly-schedule'

function when(occurrence: Occurrence, now: Date, timeZone: string): string {
  const day = formatLongDay(occurrence.start, timeZone)
  return t('getHelp.nextWhen', {
    day: isSameLocalDay(occurrence, now, timeZone) ? t('getHelp.today', { day }) : day,
    start: formatClock(occurrence.start, timeZone),
    end: formatClock(occurrence.end, timeZone),
  })
}

export interface NextSessionText {
  /**
   * "Sunday 30 November, 3pm to 5pm" (or "Today, Sunday 30 November, ..."), in the page's
   * language: "domingo 30 de noviembre, de 3 p.m. a 5 p.m." on a Spanish page.
   */
  next: string
  /** Set when the coming week is cancelled: "Sunday 30 November is cancelled." */
  cancelled?: string
}

/**
 * What the page says about the next time food is given out, at `now`, in the page's language.
 * A cancelled week is named as cancelled, then the next week that goes ahead is given.
 */
export function describeNextSession(
  now: Date,
  exceptions: readonly ScheduleException[] = [],
): NextSessionText {
  const { foodHelp } = localized(foodHelpByLocale)
  const { timeZone } = foodHelp.schedule
  // Enough weeks to get past a run of cancelled ones (e.g. a holiday fortnight).
  const weeks = nextOccurrences(foodHelp.schedule, now, 8, exceptions)
  const first = weeks[0]
  const going = weeks.find((week) => week.status !== 'cancelled')
  const next = going ? when(going, now, timeZone) : foodHelp.scheduleText
  if (first?.status !== 'cancelled') return { next }
  const day = formatLongDay(first.start, timeZone)
  return {
    next,
    cancelled: first.note
      ? t('getHelp.cancelledNote', { day, note: first.note })
      : t('getHelp.cancelled', { day }),
  }
}
