// Builds the tables src/lib/date-tables.ts reads: the schedule zones' UTC offsets and the site
// languages' day and month names, worked out here with Node's Intl so the browser need not.
import type { DateNames, DateTables, ZoneTable } from '../src/lib/date-tables'
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

/**
 * The tables for `zones` and `locales`, from the year before `year` (for a device whose clock is
 * behind) to ten years after it (a build is read for months, often years).
 */
export function dateTables(zones: string[], locales: string[], year: number): DateTables {
  return {
    zones: Object.fromEntries(zones.map((zone) => [zone, zoneTable(zone, year - 1, year + 11)])),
    names: Object.fromEntries(locales.map((locale) => [locale, dateNames(locale)])),
  }
}

/** The site's own tables: the zones its schedules are kept in, in every site language. */
export async function siteDateTables(year: number): Promise<DateTables> {
  const { foodHelp } = await import('../src/content/food-help.ts')
  const { volunteerSession } = await import('../src/content/volunteer.ts')
  const { INTL_LOCALE } = await import('../src/lib/i18n/locales.ts')
  const zones = [...new Set([foodHelp.schedule.timeZone, volunteerSession.rule.timeZone])]
  return dateTables(zones, Object.values(INTL_LOCALE), year)
}
