import {
  localParts,
  nextOccurrences,
  type ScheduleException,
  type WeeklyRule,
  wallTimeToUtc,
} from '../../lib/weekly-schedule'
import type { PackingSessionDocument } from './session-documents'

/** One packing session as the page lists it. */
export interface PackingSession {
  /** Stable for the same session across visits and builds (the calendar UID is built on it). */
  id: string
  /** Local date in Riverside, "YYYY-MM-DD", and 24-hour local times "HH:MM". */
  date: string
  startTime: string
  endTime: string
  start: Date
  end: Date
  place: string
  status: 'scheduled' | 'cancelled' | 'moved' | 'special'
  title: string
  note?: string
}

/** What the sessions are worked out from (the volunteer document's, in English). */
interface SessionSchedule {
  rule: WeeklyRule
  /** The weekly session's title; sessions carry it, pages write it in their language. */
  title: string
  /** The collective's address, where a session is unless its document says otherwise. */
  usualPlace: string
}

/** How many sessions the page lists ahead. */
export const UPCOMING_COUNT = 8

/** A special session's title when staff gave it none (calendar files write it per language). */
export const SPECIAL_SESSION_TITLE = 'Special packing session'
const pad = (n: number) => String(n).padStart(2, '0')

function localTime(instant: Date, rule: WeeklyRule): string {
  const p = localParts(instant, rule.timeZone)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

// An ISO date parses as midnight UTC, so its UTC weekday is the calendar day's.
const weekdayOf = (date: string) => new Date(date).getUTCDay()

const at = (date: string, time: string, rule: WeeklyRule) =>
  new Date(wallTimeToUtc(date, time, rule.timeZone))

/**
 * The next `count` sessions at `now`: the weekly rule, with the staff's exceptions from Sanity
 * laid over it. A document dated on a rule day (a Sunday) changes that week: cancels it, or
 * moves its start, end or place. A document on any other day adds a special session (to move a
 * Sunday to another day, staff cancel the Sunday and add the other day). A cancelled week stays
 * in the list, marked, so nobody turns up to a locked hall.
 */
export function upcomingSessions(
  now: Date,
  documents: readonly PackingSessionDocument[],
  { rule, title, usualPlace }: SessionSchedule,
  count: number = UPCOMING_COUNT,
): PackingSession[] {
  const onRuleDay = new Map<string, PackingSessionDocument>()
  const specials: PackingSessionDocument[] = []
  for (const doc of documents) {
    if (weekdayOf(doc.date) === rule.weekday) onRuleDay.set(doc.date, doc)
    else if (!doc.cancelled) specials.push(doc)
  }

  const exceptions: ScheduleException[] = []
  for (const doc of onRuleDay.values()) {
    if (doc.cancelled) exceptions.push({ date: doc.date, status: 'cancelled' })
    else if (doc.startTime && doc.startTime !== rule.time) {
      exceptions.push({ date: doc.date, status: 'moved', time: doc.startTime })
    }
  }

  const weekly = nextOccurrences(rule, now, count, exceptions).map((occurrence) => {
    const doc = onRuleDay.get(occurrence.date)
    const end =
      doc?.endTime && !doc.cancelled ? at(occurrence.date, doc.endTime, rule) : occurrence.end
    const changed =
      occurrence.status === 'scheduled' && doc !== undefined && !doc.cancelled
        ? Boolean(doc.endTime && doc.endTime !== localTime(occurrence.end, rule)) ||
          Boolean(doc.place)
        : false
    const session: PackingSession = {
      id: `packing-${occurrence.date}`,
      date: occurrence.date,
      startTime: localTime(occurrence.start, rule),
      endTime: localTime(end, rule),
      start: occurrence.start,
      end,
      place: doc?.place || usualPlace,
      status: changed ? 'moved' : occurrence.status,
      title: doc?.title || title,
    }
    if (doc?.note) session.note = doc.note
    return session
  })

  const extra = specials
    .map((doc): PackingSession => {
      const startTime = doc.startTime ?? rule.time
      const start = at(doc.date, startTime, rule)
      const end = doc.endTime
        ? at(doc.date, doc.endTime, rule)
        : new Date(start.getTime() + rule.durationMinutes * 60_000)
      const session: PackingSession = {
        id: `packing-${doc.date}-${startTime.replace(':', '')}`,
        date: doc.date,
        startTime,
        endTime: localTime(end, rule),
        start,
        end,
        place: doc.place || usualPlace,
        status: 'special',
        title: doc.title || SPECIAL_SESSION_TITLE,
      }
      if (doc.note) session.note = doc.note
      return session
    })
    .filter((session) => session.end.getTime() > now.getTime())

  return [...weekly, ...extra].sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, count)
}
