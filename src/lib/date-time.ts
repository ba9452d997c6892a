import { activeLocale } from './i18n/active-locale'

/**
 * The page's Intl locale, as i18n/locales.ts's INTL_LOCALE names it (a unit test keeps the two
 * equal). Read from active-locale.ts alone: importing the translator or the locales module here
 * split them into chunks of their own and added about 200 bytes to the start-up JS of /.
 */
export function dateLocale(): string {
  return activeLocale() === 'es' ? 'es-US' : 'en-US'
}

// One way of writing dates and times across the site, through Intl in the page's language:
// "Nov 29, 2026" and "3:00 PM" in English, "29 nov 2026" and "3:00 p.m." in Spanish (es-US).
// The formatters are created on first use, not at import: Intl's locale data loads with the
// first formatter (a noticeable task on a phone), and many pages never show a date. They are kept
// per language, since the prerender writes English and Spanish pages one after another.

/** Some ICU versions put a narrow no-break space before AM/PM (or inside "p. m."); the
 * prerendered page and the browser must write the same text, so it is always a plain space. */
export const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The active language's formatter for `kind`, made once per language. */
export function dateTimeFormat(kind: string, options: Intl.DateTimeFormatOptions) {
  const locale = dateLocale()
  const id = `${locale} ${kind}`
  let format = formatters.get(id)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formatters.set(id, format)
  }
  return format
}

const DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const
const TIME = { hour: 'numeric', minute: '2-digit' } as const

/** A calendar day ("2026-11-29") as "Nov 29, 2026", whatever the visitor's time zone. */
export function formatDate(isoDate: string): string {
  const format = dateTimeFormat('date', { ...DATE, timeZone: 'UTC' })
  return plain(format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)))
}

/** A calendar day with its weekday: "Sunday Nov 29, 2026" ("domingo 29 nov 2026" in Spanish). */
export function formatDayAndDate(isoDate: string): string {
  const format = dateTimeFormat('weekday', { weekday: 'long', timeZone: 'UTC' })
  const weekday = format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
  return `${weekday} ${formatDate(isoDate)}`
}

/** A wall-clock time ("15:00", "19:30") as "3:00 PM", "7:30 PM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const format = dateTimeFormat('time', { ...TIME, timeZone: 'UTC' })
  return plain(format.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))))
}

/** "3:00 PM – 5:00 PM" */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`
}

/** A moment (e.g. when something was saved) in the visitor's own time zone: "Nov 21, 2026, 2:05 PM". */
export function formatDateTime(moment: Date | number): string {
  return plain(dateTimeFormat('date-time', { ...DATE, ...TIME }).format(moment))
}

/** A calendar month as "November 2026" ("noviembre de 2026" in Spanish); `month` is 1..12. */
export function formatMonth(year: number, month: number): string {
  const format = dateTimeFormat('month', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return plain(format.format(new Date(Date.UTC(year, month - 1, 1))))
}
