import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime, formatTimeRange } from './date-time'

describe('one date and one time format', () => {
  it('writes calendar days as "Nov 29, 2026", never shifted by the time zone', () => {
    expect(formatDate('2026-11-29')).toBe('Nov 29, 2026')
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027')
    expect(formatDate('2026-05-17T23:30:00-08:00')).toBe('May 17, 2026')
  })

  it('writes times as "3:00 PM", and ranges with an en dash', () => {
    expect(formatTime('15:00')).toBe('3:00 PM')
    expect(formatTime('09:05')).toBe('9:05 AM')
    expect(formatTime('12:00')).toBe('12:00 PM')
    expect(formatTimeRange('17:00', '19:30')).toBe('5:00 PM – 7:30 PM')
  })

  it('writes a moment with the same date and time formats', () => {
    const text = formatDateTime(new Date(2026, 10, 21, 14, 5))
    expect(text).toBe('Nov 21, 2026, 2:05 PM')
  })
})
