import { DATE_FORMATS, type DateFormatKind, plain } from './date-formats'
import { fillTemplate, localFields, tabledFormat, utcFields } from './date-tables'
import { activeLocale } from './i18n/active-locale'

/**
 * The page's Intl locale, as i18n/locales.ts's INTL_LOCALE names it (a unit test keeps the two
 * equal). Read from active-locale.ts alone: importing the translator or the locales module here
 * split them into chunks of their own and added about 200 bytes to the start-up JS of /.
 */
export function dateLocale(): string {
  return activeLocale() === 'es' ? 'es-US' : 'en-US'
}

// One way of writing dates and times across the site, in the page's language: "Nov 29, 2026" and
// "3:00 PM" in English, "29 nov 2026" and "3:00 p.m." in Spanish (es-US); the formats are listed
// in date-formats.ts. The build turns each into a template per language (date-tables.ts), and
// pages fill those in: a page's first Intl formatter loads the browser's locale data, about
// 55 ms of main thread on a fast machine and four times that on a phone, while the page
// hydrates. Intl writes what the templates do not cover (code built without them, such as the
// service worker), with the same text: the build keeps a template only if it agrees with Intl.
// Intl formatters are made on first use and kept per language, since the prerender writes
// English and Spanish pages one after another.

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

/** `date` written in the site format `kind`; its fields read in UTC, or in the visitor's zone. */
function write(kind: DateFormatKind, date: Date, zone: 'utc' | 'local'): string {
  const template = tabledFormat(dateLocale(), kind)
  if (!template) return plain(dateTimeFormat(kind, DATE_FORMATS[kind]).format(date))
  return fillTemplate(template, zone === 'utc' ? utcFields(date) : localFields(date))
}

/** A calendar day ("2026-11-29") as "Nov 29, 2026", whatever the visitor's time zone. */
export function formatDate(isoDate: string): string {
  return write('date', new Date(`${isoDate.slice(0, 10)}T00:00:00Z`), 'utc')
}

/** A calendar day with its weekday: "Sunday Nov 29, 2026" ("domingo 29 nov 2026" in Spanish). */
export function formatDayAndDate(isoDate: string): string {
  const weekday = write('weekday', new Date(`${isoDate.slice(0, 10)}T00:00:00Z`), 'utc')
  return `${weekday} ${formatDate(isoDate)}`
}

/** A wall-clock time ("15:00", "19:30") as "3:00 PM", "7:30 PM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return write('time', new Date(Date.UTC(2000, 0, 1, hours, minutes)), 'utc')
}

/** "3:00 PM – 5:00 PM" */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`
}

/** A moment (e.g. when something was saved) in the visitor's own time zone: "Nov 21, 2026, 2:05 PM". */
export function formatDateTime(moment: Date | number): string {
  return write('date-time', new Date(moment), 'local')
}

/** A calendar month as "November 2026" ("noviembre de 2026" in Spanish); `month` is 1..12. */
export function formatMonth(year: number, month: number): string {
  return write('month', new Date(Date.UTC(year, month - 1, 1)), 'utc')
}
