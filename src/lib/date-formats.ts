/**
 * The site's date and time formats, as Intl options: one list read by the pages
 * (date-time.ts) and by the build, which turns each into a template per language
 * (scripts/date-tables.ts) so that pages write dates without creating an Intl formatter.
 * Imports nothing, so the build's configuration can load it.
 */
export const DATE_FORMATS = {
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

export type DateFormatKind = keyof typeof DATE_FORMATS

/** Some ICU versions put a narrow no-break space before AM/PM (or inside "p. m."); the
 * prerendered page and the browser must write the same text, so it is always a plain space. */
export const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')
