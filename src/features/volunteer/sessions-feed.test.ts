import { volunteerSession } from 'virtual:content/volunteer'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { riversideWallClock } from '../../../tests/fixtures/wall-clock'
import { sessionsFeed } from './sessions-feed'

describe('the sessions feed', () => {
  it('lists half a year of Sundays at 3pm Riverside time, either side of the clock change, with a 2-hour reminder', async () => {
    const text = await sessionsFeed(
      new Date('2026-10-20T12:00:00Z'),
      'https://harvestshare.org/volunteer',
      { volunteerSession, usualPlace: '214 Orchard Lane, Riverside, CA 92501' },
      [{ _id: 'x', date: '2026-11-08', cancelled: true }],
    )
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events).toHaveLength(26)
    expect(events.slice(0, 3).map((e) => riversideWallClock(e.startDate.toJSDate()))).toEqual([
      '2026-10-25 15:00',
      '2026-11-01 15:00',
      '2026-11-08 15:00',
    ])
    // Daylight time, then standard time: 22:00 then 23:00 UTC.
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2026-10-25T22:00:00.000Z')
    expect(events[1]?.startDate.toJSDate().toISOString()).toBe('2026-11-01T23:00:00.000Z')
    expect(events[0]?.uid).toBe('packing-2026-10-25@harvestshare.org')
    expect(events[0]?.location).toBe('214 Orchard Lane, Riverside, CA 92501')
    expect(events[2]?.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    const trigger = events[0]?.component
      .getFirstSubcomponent('valarm')
      ?.getFirstPropertyValue('trigger') as ICAL.Duration | undefined
    expect(trigger?.toSeconds()).toBe(-7200)
  })
})
