/**
 * The UTC instant of a wall-clock time in a time zone: "2026-11-29" "15:00" in
 * America/Los_Angeles is 2026-11-29T23:00:00Z. Daylight saving is the time zone database's
 * business (through Intl), not ours.
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const asIfUtc = Date.UTC(year, month - 1, day, hours, minutes)
  // The zone's offset at that moment, then once more at the corrected moment (around a change
  // of offset the first guess can be an hour out).
  const first = asIfUtc - offsetAt(asIfUtc, timeZone)
  return asIfUtc - offsetAt(first, timeZone)
}

/** How far the zone's clocks are ahead of UTC at `instant`, in ms (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0)
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return wall - (instant - (instant % 1000))
}
