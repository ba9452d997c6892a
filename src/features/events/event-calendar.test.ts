import { events } from 'virtual:content/events'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { riversideWallClock } from '../../../tests/fixtures/wall-clock'
import { buildIcs } from '../../lib/calendar/calendar-event'
import { eventCalendarEntry } from './EventDetail'

// What an event page's "Add to calendar" downloads (the button itself: src/ui/AddToCalendar; a
// real browser's download of such a file: tests/e2e/volunteer.spec.ts).
describe('an event’s calendar file', () => {
  it('holds the event at its Riverside time and address, with a stable UID', async () => {
    const event = events[0]
    if (!event) throw new Error('no events')
    const vevent = new ICAL.Component(
      ICAL.parse(await buildIcs([eventCalendarEntry(event)])),
    ).getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no VEVENT')
    const parsed = new ICAL.Event(vevent)
    expect(parsed.uid).toBe(`event-${event.slug}@harvestshare.org`)
    expect(parsed.summary).toBe(event.title)
    expect(parsed.location).toBe(event.address)
    expect(riversideWallClock(parsed.startDate.toJSDate())).toBe(`${event.date} ${event.startTime}`)
    expect(riversideWallClock(parsed.endDate.toJSDate())).toBe(`${event.date} ${event.endTime}`)
  })
})
