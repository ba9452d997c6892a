import { byLocale as volunteerByLocale } from 'virtual:content/volunteer'
import type { SignupSession } from '../../db/database'
import type { CalendarEntry } from '../../lib/calendar/calendar-event'
import { localizePath } from '../../lib/i18n/locales'
import { localized } from '../../lib/i18n/localized'
import { activeLocale, t } from '../../lib/i18n/translate'
import { absoluteUrl } from '../../lib/seo'
import { VOLUNTEER_PATH } from '../../lib/volunteer-page'
import { type SessionCalendarWords, sessionCalendarEntry, titleIn } from './session-calendar'
import type { PackingSession } from './sessions'

/** The page's language's words: a file downloaded from /es/volunteer is in Spanish. */
function pageCalendarWords(): SessionCalendarWords {
  const words = localized(volunteerByLocale).volunteerSession
  return {
    defaultTitle: volunteerByLocale.en.volunteerSession.title,
    timeZone: words.rule.timeZone,
    title: words.title,
    specialTitle: t('volunteer.ics.special'),
    wear: t('volunteer.ics.wear', { list: words.wear.join(' ') }),
    bring: t('volunteer.ics.bring', { list: words.bring.join(' ') }),
  }
}

/** A session's title as the page writes it: its default titles in the page's language. */
export function pageSessionTitle(title: string): string {
  return titleIn(title, pageCalendarWords())
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
