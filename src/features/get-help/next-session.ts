import { foodHelp } from '../../content/food-help'
import {
  formatClock,
  formatLongDay,
  isSameLocalDay,
  nextOccurrences,
  type Occurrence,
  type ScheduleException,
} from '../../lib/weekly-schedule'

const { timeZone } = foodHelp.schedule

function when(occurrence: Occurrence, now: Date): string {
  const day = formatLongDay(occurrence.start, timeZone)
  const time = `${formatClock(occurrence.start, timeZone)} to ${formatClock(occurrence.end, timeZone)}`
  return `${isSameLocalDay(occurrence, now, timeZone) ? `Today, ${day}` : day}, ${time}`
}

export interface NextSessionText {
  /** "Sunday 30 November, 3pm to 5pm" (or "Today, Sunday 30 November, ..."). */
  next: string
  /** Set when the coming week is cancelled: "Sunday 30 November is cancelled." */
  cancelled?: string
}

/**
 * What the page says about the next time food is given out, at `now`. A cancelled week is
 * named as cancelled, then the next week that goes ahead is given.
 */
export function describeNextSession(
  now: Date,
  exceptions: readonly ScheduleException[] = [],
): NextSessionText {
  // Enough weeks to get past a run of cancelled ones (e.g. a holiday fortnight).
  const weeks = nextOccurrences(foodHelp.schedule, now, 8, exceptions)
  const first = weeks[0]
  const going = weeks.find((week) => week.status !== 'cancelled')
  const next = going ? when(going, now) : foodHelp.scheduleText
  if (first?.status !== 'cancelled') return { next }
  const note = first.note ? ` (${first.note})` : ''
  return {
    next,
    cancelled: `${formatLongDay(first.start, timeZone)} is cancelled${note}.`,
  }
}
