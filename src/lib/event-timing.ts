import type { CharityEvent } from '../content-modules/types'
import { wallTimeToUtc } from './weekly-schedule'

/** Events happen in Riverside, California: their dates and times are that city's wall clock. */
export const EVENT_TIME_ZONE = 'America/Los_Angeles'

type EventTimes = Pick<CharityEvent, 'date' | 'startTime' | 'endTime'>

/** An event is past once its end time, read in Riverside, has come. */
export function hasEnded(event: EventTimes, now: number): boolean {
  return wallTimeToUtc(event.date, event.endTime, EVENT_TIME_ZONE) <= now
}

// ISO dates and 24-hour times in one zone sort as plain strings (not localeCompare, whose
// collation tables cost a slow phone's start-up).
const startOf = (event: EventTimes) => `${event.date} ${event.startTime}`
const byStart = (a: EventTimes, b: EventTimes) => (startOf(a) < startOf(b) ? -1 : 1)

/** The events still to come, soonest first, and those that have ended, most recent first. */
export function splitEvents<T extends EventTimes>(
  events: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const sorted = [...events].sort(byStart)
  return {
    upcoming: sorted.filter((event) => !hasEnded(event, now)),
    past: sorted.filter((event) => hasEnded(event, now)).reverse(),
  }
}
