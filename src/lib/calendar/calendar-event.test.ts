import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { wallTimeToUtc } from '../weekly-schedule'
import { buildIcs, type CalendarEntry, icsFileName } from './calendar-event'

const entry: CalendarEntry = {
  uid: 'Sunday-Packing-Session@harvestshare.org',
  title: 'Thanksgiving weekend packing session',
  description: 'Two hundred boxes of rescued holiday food, packed and delivered before dark.',
  location: '214 Orchard Lane, Riverside, CA 92501',
  url: 'https://harvestshare.org/event-single/Sunday-Packing-Session',
  date: '2026-11-29',
  startTime: '15:00',
  endTime: '17:00',
  timeZone: 'America/Los_Angeles',
}

describe('wallTimeToUtc', () => {
  it('knows Riverside is 8 hours behind UTC in winter and 7 in summer', () => {
    expect(
      new Date(wallTimeToUtc('2026-11-29', '15:00', 'America/Los_Angeles')).toISOString(),
    ).toBe('2026-11-29T23:00:00.000Z')
    expect(
      new Date(wallTimeToUtc('2027-07-04', '09:30', 'America/Los_Angeles')).toISOString(),
    ).toBe('2027-07-04T16:30:00.000Z')
    // The Sunday clocks go back: 10am is already standard time.
    expect(
      new Date(wallTimeToUtc('2026-11-01', '10:00', 'America/Los_Angeles')).toISOString(),
    ).toBe('2026-11-01T18:00:00.000Z')
  })
})

describe('buildIcs', () => {
  it('writes an RFC 5545 event that an independent parser reads back, at the right local time', async () => {
    const text = await buildIcs([entry])
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toContain('\r\nVERSION:2.0\r\n')
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const event = new ICAL.Event(events[0])
    expect(event.uid).toBe(entry.uid)
    expect(event.summary).toBe(entry.title)
    expect(event.location).toBe(entry.location)
    expect(event.description).toBe(entry.description)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-29T23:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T01:00:00.000Z')
    // Read in Riverside, that is 3pm to 5pm on the 29th.
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    expect(local.format(event.startDate.toJSDate()).replace(/\s/g, ' ')).toBe(
      'Nov 29, 2026, 3:00 PM',
    )
    expect(local.format(event.endDate.toJSDate()).replace(/\s/g, ' ')).toBe('Nov 29, 2026, 5:00 PM')
  })

  it('gives the same UID on every download, so calendars update rather than duplicate', async () => {
    const uid = (text: string) => /\r\nUID:(.*)\r\n/.exec(text)?.[1]
    expect(uid(await buildIcs([entry]))).toBe(uid(await buildIcs([entry])))
  })

  it('names the file after the title', () => {
    expect(icsFileName('Thanksgiving weekend packing session')).toBe(
      'thanksgiving-weekend-packing-session.ics',
    )
  })

  it('keeps the letters of a Spanish title, without their accents', () => {
    expect(icsFileName('Sesión de empaque del domingo, año 2026')).toBe(
      'sesion-de-empaque-del-domingo-ano-2026.ics',
    )
  })
})

describe('buildIcs with a reminder', () => {
  it('writes a VALARM that many minutes before the start', async () => {
    const text = await buildIcs([{ ...entry, reminderMinutesBefore: 120 }])
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
    const alarm = event?.getFirstSubcomponent('valarm')
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY')
    const trigger = alarm?.getFirstPropertyValue('trigger') as ICAL.Duration
    expect(trigger.isNegative).toBe(true)
    expect(trigger.toSeconds()).toBe(-2 * 60 * 60)
  })
})
