import { describe, expect, it } from 'vitest'
import { describeNextSession } from './next-session'

// Wednesday 26 November 2025, noon in California.
const wednesday = new Date('2025-11-26T20:00:00Z')

describe('describeNextSession', () => {
  it('spells out the coming Sunday with the times', () => {
    expect(describeNextSession(wednesday)).toEqual({
      next: 'Sunday 30 November, 3pm to 5pm',
    })
  })

  it('says "Today" on the day, until the end', () => {
    expect(describeNextSession(new Date('2025-11-30T23:30:00Z')).next).toBe(
      'Today, Sunday 30 November, 3pm to 5pm',
    )
    expect(describeNextSession(new Date('2025-12-01T01:00:00Z')).next).toBe(
      'Sunday 7 December, 3pm to 5pm',
    )
  })

  it('names a cancelled Sunday as cancelled, then gives the next one that goes ahead', () => {
    expect(
      describeNextSession(wednesday, [
        { date: '2025-11-30', status: 'cancelled', note: 'Thanksgiving weekend' },
        { date: '2025-12-07', status: 'cancelled' },
      ]),
    ).toEqual({
      cancelled: 'Sunday 30 November is cancelled (Thanksgiving weekend).',
      next: 'Sunday 14 December, 3pm to 5pm',
    })
  })

  it('gives a moved week its own time', () => {
    expect(
      describeNextSession(wednesday, [{ date: '2025-11-30', status: 'moved', time: '11:00' }]).next,
    ).toBe('Sunday 30 November, 11am to 1pm')
  })
})
