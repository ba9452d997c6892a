import { byLocale as volunteerByLocale } from '../../content/localized/volunteer'
import { volunteerSession } from '../../content/volunteer'
import type { SignupSession } from '../../db/database'
import type { CalendarEntry } from '../../lib/calendar/calendar-event'
import { localizePath } from '../../lib/i18n/locales'
import { localized } from '../../lib/i18n/localized'
import { activeLocale, t } from '../../lib/i18n/translate'
import { absoluteUrl } from '../../lib/seo'
import { VOLUNTEER_PATH } from '../../lib/volunteer-page'
import { type PackingSession, SPECIAL_SESSION_TITLE } from './sessions'

/** Two hours: time to find shoes and get across town on a Sunday afternoon. */
export const REMINDER_MINUTES_BEFORE = 120

/** The words a calendar entry is written with, in one language. */
export interface SessionCalendarWords {
  /** The weekly session's title, and a special session's when staff gave it none. */
  title: string
  specialTitle: string
  /** "Wear: {list}" and "Bring: {list}", the description's two lines. */
  wear: (list: string) => string
  bring: (list: string) => string
  wearList: readonly string[]
  bringList: readonly string[]
}

/**
 * English, as the subscribable feed (/volunteer/sessions.ics) is written: the build writes it
 * once for everyone, outside any page, so it cannot take a page's language.
 */
export const ENGLISH_CALENDAR_WORDS: SessionCalendarWords = {
  title: volunteerSession.title,
  specialTitle: SPECIAL_SESSION_TITLE,
  wear: (list) => `Wear: ${list}`,
  bring: (list) => `Bring: ${list}`,
  wearList: volunteerSession.wear,
  bringList: volunteerSession.bring,
}

/** The page's language's words: a file downloaded from /es/volunteer is in Spanish. */
export function pageCalendarWords(): SessionCalendarWords {
  const words = localized(volunteerByLocale).volunteerSession
  return {
    title: words.title,
    specialTitle: t('volunteer.ics.special'),
    wear: (list) => t('volunteer.ics.wear', { list }),
    bring: (list) => t('volunteer.ics.bring', { list }),
    wearList: words.wear,
    bringList: words.bring,
  }
}

/**
 * The session's title in `words`' language. Sessions carry the English default titles (they are
 * worked out the same way for the page and the feed); a title staff wrote stays as written.
 */
function titleIn(title: string, words: SessionCalendarWords): string {
  if (title === volunteerSession.title) return words.title
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
  words: SessionCalendarWords = ENGLISH_CALENDAR_WORDS,
): CalendarEntry {
  return {
    uid: `${session.id}@harvestshare.org`,
    title: titleIn(session.title, words),
    description: [
      session.note,
      words.wear(words.wearList.join(' ')),
      words.bring(words.bringList.join(' ')),
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

/** The volunteer page's address in the page's language (/es/volunteer on a Spanish page). */
function pageUrl(): string {
  return absoluteUrl(localizePath(VOLUNTEER_PATH, activeLocale()))
}

/** The file a visitor downloads from the page: in the page's language, linking back to it. */
export function sessionDownloadEntry(session: PackingSession): CalendarEntry {
  return sessionCalendarEntry(session, pageUrl(), pageCalendarWords())
}

/** The same for a session kept with a sign-up on this device (no network needed). */
export function signupDownloadEntry(session: SignupSession): CalendarEntry {
  return sessionDownloadEntry({
    ...session,
    start: new Date(0),
    end: new Date(0),
    status: 'scheduled',
  })
}
