/**
 * The next occurrences of something that happens on the same weekday at the same wall-clock time
 * every week, in one IANA time zone ("every Sunday 3pm in America/Los_Angeles"), whatever the
 * time zone of the device reading it. Daylight saving is handled by taking the zone's offset on
 * the day itself (by Intl), so 3pm stays 3pm on both sides of a clock change.
 *
 * Exceptions (a cancelled or moved week) are dated by their local calendar date and applied on
 * top of the rule, so a schedule kept elsewhere (a CMS) can be layered on without changing this.
 */

import { dateLocale } from './date-time'
import { activeLocale } from './i18n/active-locale'
import { dateTimeFormat } from './intl-cache'

/** 0 = Sunday ... 6 = Saturday, as Date.prototype.getDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export interface WeeklyRule {
  weekday: Weekday
  /** Local start time, 24-hour "HH:MM". */
  time: string
  durationMinutes: number
  /** IANA zone, e.g. "America/Los_Angeles". */
  timeZone: string
}

/** A change to one week, keyed by that week's local date ("2025-11-30"). */
export type ScheduleException =
  | { date: string; status: 'cancelled' }
  /** The session still happens that week, at another local start time. */
  | { date: string; status: 'moved'; time: string }

export interface Occurrence {
  /** Local calendar date in the rule's zone, "YYYY-MM-DD". */
  date: string
  start: Date
  end: Date
  status: 'scheduled' | 'cancelled' | 'moved'
}

interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall-clock reading in `timeZone` at `instant`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const format = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value)
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  }
}

/** Milliseconds the zone is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffset(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The UTC instant of a wall-clock time on an ISO date in a time zone: "2026-11-29" "15:00" in
 * America/Los_Angeles is 2026-11-29T23:00:00Z.
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // Two passes: the offset a few hours before may differ from the offset at the answer when a
  // clock change falls in between.
  const first = wall - zoneOffset(wall, timeZone)
  return wall - zoneOffset(first, timeZone)
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The next `count` weeks of `rule` whose session has not yet ended at `now` (a session under
 * way is still "next"), with `exceptions` applied. A cancelled week is listed, marked cancelled,
 * so a page can say so rather than silently skip to the week after.
 */
export function nextOccurrences(
  rule: WeeklyRule,
  now: Date,
  count: number,
  exceptions: readonly ScheduleException[] = [],
): Occurrence[] {
  const byDate = new Map(exceptions.map((e) => [e.date, e]))
  const today = localParts(now, rule.timeZone)
  // Calendar arithmetic on a UTC date is free of any zone's clock changes.
  const cursor = new Date(Date.UTC(today.year, today.month - 1, today.day))
  cursor.setUTCDate(cursor.getUTCDate() + ((rule.weekday - cursor.getUTCDay() + 7) % 7))

  const result: Occurrence[] = []
  while (result.length < count) {
    const date = cursor.toISOString().slice(0, 10)
    const exception = byDate.get(date)
    const time = exception?.status === 'moved' ? exception.time : rule.time
    const start = new Date(wallTimeToUtc(date, time, rule.timeZone))
    const end = new Date(start.getTime() + rule.durationMinutes * 60_000)
    if (end.getTime() > now.getTime()) {
      result.push({ date, start, end, status: exception?.status ?? 'scheduled' })
    }
    cursor.setUTCDate(cursor.getUTCDate() + 7)
  }
  return result
}

/** The occurrence's local date in the rule's zone is `now`'s local date there. */
export function isSameLocalDay(occurrence: Occurrence, now: Date, timeZone: string): boolean {
  const p = localParts(now, timeZone)
  return occurrence.date === `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/**
 * "3pm", "3:30pm": the short clock time people say; on a Spanish page "3 p.m.", "3:30 p.m." as
 * US Spanish writes it.
 */
export function formatClock(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone)
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12
  const clock = p.minute === 0 ? `${hour12}` : `${hour12}:${pad(p.minute)}`
  if (activeLocale() === 'es') return `${clock} ${p.hour < 12 ? 'a.m.' : 'p.m.'}`
  return `${clock}${p.hour < 12 ? 'am' : 'pm'}`
}

/**
 * "Sunday 30 November": the day spelled out, in the rule's zone, in the page's language
 * ("domingo 30 de noviembre" on a Spanish page).
 */
export function formatLongDay(instant: Date, timeZone: string): string {
  const between = activeLocale() === 'es' ? ' de ' : ' '
  const parts = dateTimeFormat(dateLocale(), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).formatToParts(instant)
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? ''
  return `${value('weekday')} ${value('day')}${between}${value('month')}`
}
