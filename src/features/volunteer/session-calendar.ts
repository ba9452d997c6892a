import type { VolunteerSession } from '../../content-modules/types'
import type { CalendarEntry } from '../../lib/calendar/calendar-event'
import { type PackingSession, SPECIAL_SESSION_TITLE } from './sessions'

// Free of page code (the translator, the site's address): the build writes the subscribable feed
// with it, outside any page. A page's downloads are session-download.ts.

/** Two hours: time to find shoes and get across town on a Sunday afternoon. */
const REMINDER_MINUTES_BEFORE = 120

/** The volunteer document's facts the calendar files need, in one language. */
export type CalendarSession = Pick<VolunteerSession, 'title' | 'rule' | 'wear' | 'bring'>

/** The words a calendar entry is written with, in one language. */
export interface SessionCalendarWords {
  /** The weekly session's English title, which sessions carry (sessions.ts). */
  defaultTitle: string
  /** The collective's time zone, the sessions' times are in. */
  timeZone: string
  /** The weekly session's title, and a special session's when staff gave it none. */
  title: string
  specialTitle: string
  /** "Wear: …" and "Bring: …", the description's two lines. */
  wear: string
  bring: string
}

/**
 * English, as the subscribable feed (/volunteer/sessions.ics) is written: the build writes it
 * once for everyone, outside any page, so it cannot take a page's language.
 */
export function englishCalendarWords(session: CalendarSession): SessionCalendarWords {
  return {
    defaultTitle: session.title,
    timeZone: session.rule.timeZone,
    title: session.title,
    specialTitle: SPECIAL_SESSION_TITLE,
    wear: `Wear: ${session.wear.join(' ')}`,
    bring: `Bring: ${session.bring.join(' ')}`,
  }
}

/**
 * The session's title in `words`' language. Sessions carry the English default titles (they are
 * worked out the same way for the page and the feed); a title staff wrote stays as written.
 */
export function titleIn(title: string, words: SessionCalendarWords): string {
  if (title === words.defaultTitle) return words.title
  if (title === SPECIAL_SESSION_TITLE) return words.specialTitle
  return title
}

/**
 * A session as a calendar entry. The UID is the session's own id, so downloading the same
 * Sunday twice (or subscribing to the feed as well) updates one entry instead of adding two.
 */
export function sessionCalendarEntry(
  session: PackingSession,
  pageUrl: string,
  words: SessionCalendarWords,
): CalendarEntry {
  return {
    uid: `${session.id}@harvestshare.org`,
    title: titleIn(session.title, words),
    description: [session.note, words.wear, words.bring].filter(Boolean).join('\n'),
    location: session.place,
    url: pageUrl,
    cancelled: session.status === 'cancelled',
    date: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    timeZone: words.timeZone,
    reminderMinutesBefore: REMINDER_MINUTES_BEFORE,
  }
}
