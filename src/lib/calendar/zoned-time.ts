import { zonedTime } from '../weekly-schedule'

/**
 * The UTC instant of a wall-clock time in a time zone: "2026-11-29" "15:00" in
 * America/Los_Angeles is 2026-11-29T23:00:00Z. The weekly schedule's zonedTime does the time-zone
 * work (Intl, right across daylight-saving changes); this only reads the ISO date.
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return zonedTime(year, month, day, time, timeZone).getTime()
}
