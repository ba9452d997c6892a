// Builds the tables src/lib/date-tables.ts reads: the schedule zones' UTC offsets, the site
// languages' day and month names, and a template per site date format (src/lib/date-formats.ts)
// and language, worked out here with Node's Intl so the browser need not.
import { DATE_FORMATS, plain } from '../src/lib/date-formats.ts'
import {
  type DateField,
  type DateNames,
  type DateTables,
  type FormatTemplate,
  fillTemplate,
  utcFields,
  type ZoneTable,
} from '../src/lib/date-tables.ts'
import { intlZoneOffset } from '../src/lib/intl-zone.ts'

const DAY = 86_400_000

/** Every offset `timeZone` has from 1 January `fromYear` to 1 January `toYear` (UTC). */
export function zoneTable(timeZone: string, fromYear: number, toYear: number): ZoneTable {
  const from = Date.UTC(fromYear, 0, 1)
  const to = Date.UTC(toYear, 0, 1)
  const offsets: [number, number][] = [[from, intlZoneOffset(from, timeZone)]]
  // Zones change offset at most a few times a year, never twice in a day: step a day at a time,
  // then find the changing second by halving.
  for (let day = from; day < to; day += DAY) {
    const before = intlZoneOffset(day, timeZone)
    const next = Math.min(day + DAY, to)
    if (next === to || intlZoneOffset(next, timeZone) === before) continue
    let low = day
    let high = next
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000
      if (intlZoneOffset(middle, timeZone) === before) low = middle
      else high = middle
    }
    offsets.push([high, intlZoneOffset(high, timeZone)])
  }
  return { from, to, offsets }
}

/** `locale`'s weekday and month names as they read in "Sunday 30 November" (formatLongDay). */
export function dateNames(locale: string): DateNames {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
  const part = (instant: number, type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(instant).find((p) => p.type === type)?.value ?? ''
  // 4 January 2026 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => part(Date.UTC(2026, 0, 4 + i), 'weekday'))
  const months = Array.from({ length: 12 }, (_, i) => part(Date.UTC(2026, i, 15), 'month'))
  return { weekdays, months }
}

const FIELDS: readonly string[] = [
  'year',
  'month',
  'day',
  'weekday',
  'hour',
  'minute',
  'dayPeriod',
] satisfies DateField[]

/**
 * `options` in `locale` as a template the pages fill in without Intl, or undefined when a
 * template cannot write exactly what Intl writes: checked on every day of two years (one a leap
 * year) and every minute of a day, so a locale whose format a template cannot express falls
 * back to Intl instead of reading differently.
 */
export function formatTemplate(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): FormatTemplate | undefined {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  const partsAt = (instant: number) => format.formatToParts(instant)
  const valueAt = (instant: number, type: Intl.DateTimeFormatPartTypes) =>
    plain(partsAt(instant).find((part) => part.type === type)?.value ?? '')
  const sample = partsAt(Date.UTC(2026, 10, 29, 15, 5))
  if (sample.some((part) => part.type !== 'literal' && !FIELDS.includes(part.type))) return
  const has = (type: string) => sample.some((part) => part.type === type)
  const template: FormatTemplate = {
    parts: sample.map((part) =>
      part.type === 'literal' ? plain(part.value) : { field: part.type as DateField },
    ),
  }
  // 15 of each month; 4 January 2026 was a Sunday; 9am and 3pm.
  if (has('month'))
    template.months = Array.from({ length: 12 }, (_, i) => valueAt(Date.UTC(2026, i, 15), 'month'))
  if (has('weekday'))
    template.weekdays = Array.from({ length: 7 }, (_, i) =>
      valueAt(Date.UTC(2026, 0, 4 + i), 'weekday'),
    )
  if (has('dayPeriod'))
    template.dayPeriods = [
      valueAt(Date.UTC(2026, 0, 1, 9), 'dayPeriod'),
      valueAt(Date.UTC(2026, 0, 1, 15), 'dayPeriod'),
    ]

  const agrees = (instant: number) =>
    fillTemplate(template, utcFields(new Date(instant))) === plain(format.format(instant))
  for (let day = Date.UTC(2027, 0, 1, 12); day < Date.UTC(2029, 0, 1); day += DAY) {
    if (!agrees(day)) return
  }
  for (let minute = 0; minute < 24 * 60; minute++) {
    if (!agrees(Date.UTC(2026, 10, 29) + minute * 60_000)) return
  }
  return template
}

/** Every site format (date-formats.ts) in `locale` that a template can write. */
export function formatTemplates(locale: string): Record<string, FormatTemplate> {
  const templates: Record<string, FormatTemplate> = {}
  for (const [kind, options] of Object.entries(DATE_FORMATS)) {
    const template = formatTemplate(locale, options)
    if (template) templates[kind] = template
  }
  return templates
}

/**
 * The tables for `zones` and `locales`, from the year before `year` (for a device whose clock is
 * behind) to ten years after it (a build is read for months, often years).
 */
export function dateTables(zones: string[], locales: string[], year: number): DateTables {
  return {
    zones: Object.fromEntries(zones.map((zone) => [zone, zoneTable(zone, year - 1, year + 11)])),
    names: Object.fromEntries(locales.map((locale) => [locale, dateNames(locale)])),
    formats: Object.fromEntries(locales.map((locale) => [locale, formatTemplates(locale)])),
  }
}

/** The site's own tables: the zones its schedules are kept in, in every site language. */
export async function siteDateTables(year: number): Promise<DateTables> {
  const { readDataset } = await import('./content/sample-dataset.ts')
  const { volunteerSession } = await import('../src/content/volunteer.ts')
  const { INTL_LOCALE } = await import('../src/lib/i18n/locales.ts')
  // The food help's zone as the sample dataset has it.
  const foodHelp = readDataset().find((document) => document._type === 'foodHelp') as
    | { schedule: { timeZone: string } }
    | undefined
  const zones = [
    ...new Set([
      foodHelp?.schedule.timeZone ?? 'America/Los_Angeles',
      volunteerSession.rule.timeZone,
    ]),
  ]
  return dateTables(zones, Object.values(INTL_LOCALE), year)
}
