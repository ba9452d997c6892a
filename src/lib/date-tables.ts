/**
 * Time-zone offsets and day and month names, worked out by the build with Intl and inlined into
 * the pages (vite.config.ts, scripts/date-tables.ts), so the schedule's first render on /volunteer
 * and /get-help needs no Intl at all. A page's first Intl formatter loads the browser's
 * internationalisation data: 50 to 210 ms of main thread on a phone (Chromium at 4x CPU slowdown),
 * the largest single task while /volunteer started. Anything the tables do not cover (another
 * zone, a date outside their years, code built without them such as the service worker) falls
 * back to Intl, which gives the same answers.
 */

/** One zone's UTC offsets over a span of years. */
export interface ZoneTable {
  /** The span covered, UTC milliseconds: [from, to). */
  from: number
  to: number
  /** [UTC milliseconds at which an offset starts, the offset in milliseconds], ascending; the
   * first entry starts at `from`. */
  offsets: [number, number][]
}

/** Names as they read inside "Sunday 30 November" in one Intl locale. */
export interface DateNames {
  /** Sunday first, as Date.prototype.getDay counts. */
  weekdays: string[]
  /** January first. */
  months: string[]
}

/** A field a date template fills in. */
export type DateField = 'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'dayPeriod'

/**
 * One format (date-formats.ts) in one Intl locale, as a template: "Nov 29, 2026" is
 * [month, " ", day, ", ", year], literals as written and fields by name, with the names the
 * format uses. Hours are 12-hour ("12" at midnight and noon), minutes two digits, days and years plain.
 */
export interface FormatTemplate {
  parts: (string | { field: DateField })[]
  /** January first, as this format writes them ("Nov", "noviembre"). */
  months?: string[]
  /** Sunday first. */
  weekdays?: string[]
  /** Before and after noon ("AM", "PM"; "a.m.", "p.m."). */
  dayPeriods?: [string, string]
}

export interface DateTables {
  zones: Record<string, ZoneTable>
  names: Record<string, DateNames>
  /** Per Intl locale, per format kind (date-formats.ts). */
  formats: Record<string, Record<string, FormatTemplate>>
}

declare const __DATE_TABLES__: DateTables | undefined

// typeof: code bundled without the build's definitions (the service worker, the server) has none.
const built: DateTables | undefined =
  typeof __DATE_TABLES__ === 'undefined' ? undefined : __DATE_TABLES__

/** `timeZone`'s offset from UTC at `instant` in milliseconds, if the tables cover it. */
export function tabledOffset(
  instant: number,
  timeZone: string,
  tables: DateTables | undefined = built,
): number | undefined {
  const zone = tables?.zones[timeZone]
  if (!zone || instant < zone.from || instant >= zone.to) return undefined
  let low = 0
  let high = zone.offsets.length - 1
  // The last entry starting at or before the instant.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    const entry = zone.offsets[middle]
    if (entry && entry[0] <= instant) low = middle
    else high = middle - 1
  }
  return zone.offsets[low]?.[1]
}

/** The day and month names of an Intl locale ("es-US"), if the tables have them. */
export function tabledNames(
  locale: string,
  tables: DateTables | undefined = built,
): DateNames | undefined {
  return tables?.names[locale]
}

/** `kind`'s template in an Intl locale ("es-US"), if the tables have it. */
export function tabledFormat(
  locale: string,
  kind: string,
  tables: DateTables | undefined = built,
): FormatTemplate | undefined {
  return tables?.formats?.[locale]?.[kind]
}

/** A date's fields as a template reads them: month 0-11, weekday 0-6 from Sunday, hour 0-23. */
export interface DateFields {
  year: number
  month: number
  day: number
  weekday: number
  hour: number
  minute: number
}

/** `date`'s fields read in UTC (a calendar day or a wall-clock time kept as UTC). */
export function utcFields(date: Date): DateFields {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  }
}

/** `date`'s fields read in the visitor's own time zone (a moment). */
export function localFields(date: Date): DateFields {
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    weekday: date.getDay(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  }
}

/** Writes `fields` with `template`; what the template names but lacks reads as empty. */
export function fillTemplate(template: FormatTemplate, fields: DateFields): string {
  let text = ''
  for (const part of template.parts) {
    if (typeof part === 'string') {
      text += part
      continue
    }
    switch (part.field) {
      case 'year':
        text += fields.year
        break
      case 'month':
        text += template.months?.[fields.month] ?? ''
        break
      case 'day':
        text += fields.day
        break
      case 'weekday':
        text += template.weekdays?.[fields.weekday] ?? ''
        break
      case 'hour':
        text += fields.hour % 12 === 0 ? 12 : fields.hour % 12
        break
      case 'minute':
        text += String(fields.minute).padStart(2, '0')
        break
      case 'dayPeriod':
        text += template.dayPeriods?.[fields.hour < 12 ? 0 : 1] ?? ''
        break
    }
  }
  return text
}
