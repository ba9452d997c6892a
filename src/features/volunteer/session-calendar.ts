import { volunteerSession } from '../../content/volunteer'
import type { SignupSession } from '../../db/database'
import type { CalendarEntry } from '../../lib/calendar/calendar-event'
import type { PackingSession } from './sessions'

/** Two hours: time to find shoes and get across town on a Sunday afternoon. */
export const REMINDER_MINUTES_BEFORE = 120

/**
 * A session as a calendar entry. The UID is the session's own id, so downloading the same
 * Sunday twice (or subscribing to the feed as well) updates one entry instead of adding two.
 */
export function sessionCalendarEntry(session: PackingSession, pageUrl: string): CalendarEntry {
  return {
    uid: `${session.id}@harvestshare.org`,
    title: session.title,
    description: [
      session.note,
      `Wear: ${volunteerSession.wear.join(' ')}`,
      `Bring: ${volunteerSession.bring.join(' ')}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: session.place,
    url: pageUrl,
    cancelled: session.status === 'cancelled',
    date: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    timeZone: volunteerSession.rule.timeZone,
    reminderMinutesBefore: REMINDER_MINUTES_BEFORE,
  }
}

/** The same entry for a session kept with a sign-up on this device (no network needed). */
export function signupSessionEntry(session: SignupSession, pageUrl: string): CalendarEntry {
  return sessionCalendarEntry(
    { ...session, start: new Date(0), end: new Date(0), status: 'scheduled' },
    pageUrl,
  )
}
