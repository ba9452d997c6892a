// One way of writing dates and times across the site, en-US through Intl: "Nov 29, 2026" and
// "3:00 PM". The formatters are created on first use, not at import: Intl's locale data loads
// with the first formatter (a noticeable task on a phone), and many pages never show a date.

/** Some ICU versions put a narrow no-break space before AM/PM; the prerendered page and the
 * browser must write the same text, so it is always a plain space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

let dateFormat: Intl.DateTimeFormat | undefined
let timeFormat: Intl.DateTimeFormat | undefined
let dateTimeFormat: Intl.DateTimeFormat | undefined

const DATE = { month: 'short', day: 'numeric', year: 'numeric' } as const
const TIME = { hour: 'numeric', minute: '2-digit' } as const

/** A calendar day ("2026-11-29") as "Nov 29, 2026", whatever the visitor's time zone. */
export function formatDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { ...DATE, timeZone: 'UTC' })
  return plain(dateFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)))
}

/** A wall-clock time ("15:00", "19:30") as "3:00 PM", "7:30 PM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  timeFormat ??= new Intl.DateTimeFormat('en-US', { ...TIME, timeZone: 'UTC' })
  return plain(timeFormat.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))))
}

/** "3:00 PM – 5:00 PM" */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`
}

/** A moment (e.g. when something was saved) in the visitor's own time zone: "Nov 21, 2026, 2:05 PM". */
export function formatDateTime(moment: Date | number): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { ...DATE, ...TIME })
  return plain(dateTimeFormat.format(moment))
}
