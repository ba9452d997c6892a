import { volunteerSession } from '../../content/volunteer'
import { buildIcsFeed } from '../../lib/calendar/calendar-event'
import { sessionCalendarEntry } from './session-calendar'
import type { PackingSessionDocument } from './session-documents'
import { upcomingSessions } from './sessions'

/** A season ahead: calendars refresh a subscription daily or so, so the feed never runs dry. */
export const FEED_WEEKS = 26

/**
 * The subscribable schedule (/volunteer/sessions.ics): the same sessions the page lists, from
 * the same rule and changes, with the same UIDs as the single-session downloads, so a volunteer
 * who did both sees one entry per session. Free of browser code: the build writes it.
 */
export function sessionsFeed(
  now: Date,
  pageUrl: string,
  usualPlace: string,
  documents: readonly PackingSessionDocument[] = [],
): Promise<string> {
  const sessions = upcomingSessions(now, documents, usualPlace, FEED_WEEKS)
  return buildIcsFeed(
    sessions.map((session) => sessionCalendarEntry(session, pageUrl)),
    `${volunteerSession.title}s`,
  )
}
