import { describe, expect, it } from 'vitest'
import { hasEnded, splitEvents } from './event-timing'

const at = (iso: string) => new Date(iso).getTime()
const event = (id: string, date: string, startTime: string, endTime: string) => ({
  id,
  date,
  startTime,
  endTime,
})

describe('when an event has ended, in Riverside time whatever the device’s zone', () => {
  // 23:30 in Riverside is already the next day in UTC: 06:30 in summer (PDT), 07:30 in winter.
  const summer = event('late', '2027-07-10', '21:00', '23:30')
  const winter = event('late', '2027-01-15', '21:00', '23:30')

  it('an event ending 23:30 on a summer date is past at 07:00 UTC the next day', () => {
    expect(hasEnded(summer, at('2027-07-11T07:00:00Z'))).toBe(true)
    expect(hasEnded(summer, at('2027-07-11T06:30:00Z'))).toBe(true)
  })

  it('is upcoming until its end, though the UTC date has moved on', () => {
    expect(hasEnded(summer, at('2027-07-11T00:30:00Z'))).toBe(false)
    expect(hasEnded(summer, at('2027-07-11T06:29:00Z'))).toBe(false)
  })

  it('in winter the same end is an hour later in UTC', () => {
    expect(hasEnded(winter, at('2027-01-16T07:00:00Z'))).toBe(false)
    expect(hasEnded(winter, at('2027-01-16T07:30:00Z'))).toBe(true)
  })
})

describe('splitting events into upcoming and past', () => {
  const events = [
    event('c', '2027-03-13', '10:00', '12:00'),
    event('a', '2026-11-29', '15:00', '17:00'),
    event('b', '2026-12-06', '11:00', '14:00'),
    event('d', '2027-03-13', '08:00', '09:00'),
  ]
  const ids = (list: readonly { id: string }[]) => list.map((e) => e.id)

  it('lists upcoming events soonest first and past ones most recent first; one under way is upcoming', () => {
    // 11:30 on 6 December in Riverside: a is over, b is under way.
    const { upcoming, past } = splitEvents(events, at('2026-12-06T19:30:00Z'))
    expect(ids(upcoming)).toEqual(['b', 'd', 'c'])
    expect(ids(past)).toEqual(['a'])
  })

  it('after the last event, all are past, the latest first', () => {
    const { upcoming, past } = splitEvents(events, at('2027-03-14T08:00:00Z'))
    expect(upcoming).toEqual([])
    expect(ids(past)).toEqual(['c', 'd', 'b', 'a'])
  })
})
