import { activeLocale } from './i18n/active-locale'
import { dateTimeFormat } from './intl-cache'

/**
 * The page's Intl locale, as i18n/locales.ts's INTL_LOCALE names it (a unit test keeps the two
 * equal). Read from active-locale.ts alone: importing the translator or the locales module here
 * split them into chunks of their own and added to the start-up JS of /.
 */
export function dateLocale(): string {
  return activeLocale() === 'es' ? 'es-US' : 'en-US'
}

// One way of writing dates and times across the site, in the page's language, as Intl writes
// them: "Nov 29, 2026" and "3:00 PM" in English, "29 nov 2026" and "3:00 p.m." in Spanish (es-US).
const DATE_FORMATS = {
  /** "Nov 29, 2026" / "29 nov 2026" (a calendar day, read in UTC so no zone shifts it) */
  date: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  /** "Sunday" / "domingo" */
  weekday: { weekday: 'long', timeZone: 'UTC' },
  /** "3:00 PM" / "3:00 p.m." (a wall-clock time, read in UTC) */
  time: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
  /** "November 2026" / "noviembre de 2026" */
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** "Nov 21, 2026, 2:05 PM": a moment, in the visitor's own time zone */
  'date-time': {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

/** Some ICU versions put a narrow no-break space before AM/PM (or inside "p. m."); the
 * prerendered page and the browser must write the same text, so it is always a plain space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

/** `date` written in the site format `kind`, in the page's language. */
function write(kind: keyof typeof DATE_FORMATS, date: Date): string {
  return plain(dateTimeFormat(dateLocale(), DATE_FORMATS[kind]).format(date))
}

/** A calendar day ("2026-11-29") as "Nov 29, 2026", whatever the visitor's time zone. */
export function formatDate(isoDate: string): string {
  return write('date', new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

/** A calendar day with its weekday: "Sunday Nov 29, 2026" ("domingo 29 nov 2026" in Spanish). */
export function formatDayAndDate(isoDate: string): string {
  const weekday = write('weekday', new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
  return `${weekday} ${formatDate(isoDate)}`
}

/** A wall-clock time ("15:00", "19:30") as "3:00 PM", "7:30 PM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return write('time', new Date(Date.UTC(2000, 0, 1, hours, minutes)))
}

/** A moment (e.g. when something was saved) in the visitor's own time zone: "Nov 21, 2026, 2:05 PM". */
export function formatDateTime(moment: Date | number): string {
  return write('date-time', new Date(moment))
}

/** A calendar month as "November 2026" ("noviembre de 2026" in Spanish); `month` is 1..12. */
export function formatMonth(year: number, month: number): string {
  return write('month', new Date(Date.UTC(year, month - 1, 1)))
}
