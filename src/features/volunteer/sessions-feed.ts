import { buildIcs } from '../../lib/calendar/calendar-event'
import {
  type CalendarSession,
  englishCalendarWords,
  sessionCalendarEntry,
} from './session-calendar'
import type { PackingSessionDocument } from './session-documents'
import { upcomingSessions } from './sessions'

/** A season ahead: calendars refresh a subscription daily or so, so the feed never runs dry. */
const FEED_WEEKS = 26

/** What the feed is written from: the volunteer document's English facts and the usual address. */
export interface FeedFacts {
  volunteerSession: CalendarSession
  /** The collective's address on one line: where a packing session is by default. */
  usualPlace: string
}

/**
 * The subscribable schedule (/volunteer/sessions.ics): the same sessions the page lists, from
 * the same rule and changes, with the same UIDs as the single-session downloads, so a volunteer
 * who did both sees one entry per session. Free of browser code: the build writes it.
 */
export function sessionsFeed(
  now: Date,
  pageUrl: string,
  { volunteerSession: session, usualPlace }: FeedFacts,
  documents: readonly PackingSessionDocument[] = [],
): Promise<string> {
  const schedule = { rule: session.rule, title: session.title, usualPlace }
  const sessions = upcomingSessions(now, documents, schedule, FEED_WEEKS)
  const words = englishCalendarWords(session)
  return buildIcs(
    sessions.map((entry) => sessionCalendarEntry(entry, pageUrl, words)),
    `${session.title}s`,
  )
}
