import { afterEach, describe, expect, it } from 'vitest'
import { setActiveLocale } from './i18n/active-locale'
import {
  formatClock,
  formatLongDay,
  isSameLocalDay,
  localParts,
  nextOccurrences,
  type WeeklyRule,
  wallTimeToUtc,
} from './weekly-schedule'

const LA = 'America/Los_Angeles'
const sunday3pm: WeeklyRule = { weekday: 0, time: '15:00', durationMinutes: 120, timeZone: LA }

describe('wallTimeToUtc', () => {
  it('reads local wall-clock time in the zone, summer and winter', () => {
    // PDT is UTC-7, PST is UTC-8.
    expect(new Date(wallTimeToUtc('2025-07-06', '15:00', LA)).toISOString()).toBe(
      '2025-07-06T22:00:00.000Z',
    )
    expect(new Date(wallTimeToUtc('2025-11-30', '15:00', LA)).toISOString()).toBe(
      '2025-11-30T23:00:00.000Z',
    )
  })

  it('is right on the days the clocks change', () => {
    expect(new Date(wallTimeToUtc('2025-03-09', '15:00', LA)).toISOString()).toBe(
      '2025-03-09T22:00:00.000Z',
    )
    expect(new Date(wallTimeToUtc('2025-11-02', '15:00', LA)).toISOString()).toBe(
      '2025-11-02T23:00:00.000Z',
    )
  })
})

describe('localParts', () => {
  it('reads California’s clock either side of its changes, to the second', () => {
    const wall = (iso: string) => {
      const p = localParts(new Date(iso), LA)
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
    }
    // 2am PST on Sunday 8 March 2026 becomes 3am PDT; 2am PDT on Sunday 1 November becomes 1am PST.
    expect(wall('2026-03-08T09:59:59Z')).toBe('2026-3-8 1:59:59')
    expect(wall('2026-03-08T10:00:00Z')).toBe('2026-3-8 3:0:0')
    expect(wall('2026-11-01T08:59:59Z')).toBe('2026-11-1 1:59:59')
    expect(wall('2026-11-01T09:00:00Z')).toBe('2026-11-1 1:0:0')
    // Midnight is hour 0, not 24.
    expect(wall('2026-11-29T08:00:00Z')).toBe('2026-11-29 0:0:0')
  })
})

describe('nextOccurrences', () => {
  it('gives the coming Sunday at 3pm local time', () => {
    // Wednesday 26 November 2025, noon in California.
    const [next] = nextOccurrences(sunday3pm, new Date('2025-11-26T20:00:00Z'), 1)
    expect(next?.date).toBe('2025-11-30')
    expect(next?.start.toISOString()).toBe('2025-11-30T23:00:00.000Z')
    expect(next?.end.toISOString()).toBe('2025-12-01T01:00:00.000Z')
    expect(next?.status).toBe('scheduled')
  })

  it('keeps 3pm across the autumn clock change', () => {
    const weeks = nextOccurrences(sunday3pm, new Date('2025-10-20T12:00:00Z'), 3)
    expect(weeks.map((w) => w.date)).toEqual(['2025-10-26', '2025-11-02', '2025-11-09'])
    expect(weeks.map((w) => formatClock(w.start, LA))).toEqual(['3pm', '3pm', '3pm'])
    expect(weeks[0]?.start.toISOString()).toBe('2025-10-26T22:00:00.000Z')
    expect(weeks[1]?.start.toISOString()).toBe('2025-11-02T23:00:00.000Z')
  })

  it('keeps 3pm across the spring clock change', () => {
    const weeks = nextOccurrences(sunday3pm, new Date('2025-03-03T12:00:00Z'), 2)
    expect(weeks.map((w) => w.start.toISOString())).toEqual([
      '2025-03-09T22:00:00.000Z',
      '2025-03-16T22:00:00.000Z',
    ])
  })

  it('still gives today while the session is under way, and next week once it has ended', () => {
    const during = new Date('2025-11-30T23:30:00Z') // Sunday 3:30pm in California
    expect(nextOccurrences(sunday3pm, during, 1)[0]?.date).toBe('2025-11-30')
    const after = new Date('2025-12-01T01:00:00Z') // Sunday 5pm, the end
    expect(nextOccurrences(sunday3pm, after, 1)[0]?.date).toBe('2025-12-07')
  })

  it('uses the local date in the zone, not the reader’s or UTC’s', () => {
    // Monday 1 December 02:00 UTC is still Sunday evening in California, after the session.
    const [next] = nextOccurrences(sunday3pm, new Date('2025-12-01T02:00:00Z'), 1)
    expect(next?.date).toBe('2025-12-07')
    // Sunday 30 November 07:00 UTC is Saturday 11pm in California: the next day is the Sunday.
    const [early] = nextOccurrences(sunday3pm, new Date('2025-11-30T07:00:00Z'), 1)
    expect(early?.date).toBe('2025-11-30')
  })

  it('marks a cancelled week and moves a moved one, leaving the others alone', () => {
    const weeks = nextOccurrences(sunday3pm, new Date('2025-11-26T20:00:00Z'), 3, [
      { date: '2025-11-30', status: 'cancelled' },
      { date: '2025-12-07', status: 'moved', time: '11:00' },
    ])
    expect(weeks.map((w) => [w.date, w.status])).toEqual([
      ['2025-11-30', 'cancelled'],
      ['2025-12-07', 'moved'],
      ['2025-12-14', 'scheduled'],
    ])
    expect(weeks[1] && formatClock(weeks[1].start, LA)).toBe('11am')
  })

  it('works for any weekday and zone', () => {
    const rule: WeeklyRule = {
      weekday: 3,
      time: '09:30',
      durationMinutes: 60,
      timeZone: 'Europe/London',
    }
    const [next] = nextOccurrences(rule, new Date('2025-06-01T00:00:00Z'), 1)
    expect(next?.date).toBe('2025-06-04')
    expect(next?.start.toISOString()).toBe('2025-06-04T08:30:00.000Z')
  })
})

describe('formatting', () => {
  const start = new Date('2025-11-30T23:00:00Z')

  it('spells the day out in the zone', () => {
    expect(formatLongDay(start, LA)).toBe('Sunday 30 November')
  })

  it('writes the clock time as people say it', () => {
    expect(formatClock(start, LA)).toBe('3pm')
    expect(formatClock(new Date('2025-11-30T20:30:00Z'), LA)).toBe('12:30pm')
    expect(formatClock(new Date('2025-11-30T08:00:00Z'), LA)).toBe('12am')
  })

  it('writes the day and the clock time as US Spanish does on a Spanish page', () => {
    setActiveLocale('es')
    expect(formatLongDay(start, LA)).toBe('domingo 30 de noviembre')
    expect(formatClock(start, LA)).toBe('3 p.m.')
    expect(formatClock(new Date('2025-11-30T20:30:00Z'), LA)).toBe('12:30 p.m.')
    expect(formatClock(new Date('2025-11-30T17:00:00Z'), LA)).toBe('9 a.m.')
  })

  afterEach(() => setActiveLocale('en'))

  it('knows when the session is today', () => {
    const [next] = nextOccurrences(sunday3pm, new Date('2025-11-30T18:00:00Z'), 1)
    expect(next && isSameLocalDay(next, new Date('2025-11-30T18:00:00Z'), LA)).toBe(true)
    expect(next && isSameLocalDay(next, new Date('2025-11-27T18:00:00Z'), LA)).toBe(false)
  })
})

describe('another zone', () => {
  afterEach(() => setActiveLocale('en'))

  it('follows that zone’s own clock change, and names the day in both languages', () => {
    const london: WeeklyRule = { ...sunday3pm, timeZone: 'Europe/London' }
    const [next] = nextOccurrences(london, new Date('2025-10-22T12:00:00Z'), 1)
    // British Summer Time ends on the last Sunday of October.
    expect(next?.start.toISOString()).toBe('2025-10-26T15:00:00.000Z')
    expect(next && formatLongDay(next.start, 'Europe/London')).toBe('Sunday 26 October')
    setActiveLocale('es')
    expect(next && formatLongDay(next.start, 'Europe/London')).toBe('domingo 26 de octubre')
  })
})
