import { volunteerSession } from 'virtual:content/volunteer'
import { describe, expect, it } from 'vitest'
import { validateSessionDocuments } from './session-documents'
import { upcomingSessions } from './sessions'

const ADDRESS = '214 Orchard Lane, Riverside, CA 92501'
const { rule, title } = volunteerSession
const SCHEDULE = { rule, title, usualPlace: ADDRESS }

// A Wednesday in Riverside, four days before the clocks go back (Sunday 1 November 2026).
const now = new Date('2026-10-28T19:00:00Z')

describe('upcomingSessions', () => {
  it('is the weekly rule with nothing from Sanity: eight Sundays at 3pm Riverside time, either side of the clock change', () => {
    const sessions = upcomingSessions(now, [], SCHEDULE)
    expect(sessions.map((s) => s.date)).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
    ])
    expect(sessions.every((s) => s.startTime === '15:00' && s.endTime === '17:00')).toBe(true)
    expect(sessions.every((s) => s.status === 'scheduled')).toBe(true)
    // 3pm PST is 23:00 UTC; the Sunday before, 3pm PDT was 22:00 UTC.
    expect(sessions[0]?.start.toISOString()).toBe('2026-11-01T23:00:00.000Z')
    expect(
      upcomingSessions(new Date('2026-10-20T12:00:00Z'), [], SCHEDULE)[0]?.start.toISOString(),
    ).toBe('2026-10-25T22:00:00.000Z')
    expect(sessions[0]?.id).toBe('packing-2026-11-01')
    expect(sessions[0]?.place).toBe('214 Orchard Lane, Riverside, CA 92501')
  })

  it('marks a cancelled Sunday, adds a special session in date order, and moves a Sunday', () => {
    const { sessions: docs } = validateSessionDocuments([
      { _id: 'a', date: '2026-11-08', cancelled: true, note: 'Hall closed for repairs' },
      {
        _id: 'b',
        date: '2026-11-14',
        startTime: '10:00',
        endTime: '12:30',
        title: 'Thanksgiving extra packing',
      },
      { _id: 'c', date: '2026-11-22', startTime: '13:00', endTime: '15:00', place: 'Park shelter' },
    ])
    const sessions = upcomingSessions(now, docs, SCHEDULE)
    expect(sessions).toHaveLength(8)
    expect(sessions.map((s) => [s.date, s.status, s.startTime, s.endTime])).toEqual([
      ['2026-11-01', 'scheduled', '15:00', '17:00'],
      ['2026-11-08', 'cancelled', '15:00', '17:00'],
      ['2026-11-14', 'special', '10:00', '12:30'],
      ['2026-11-15', 'scheduled', '15:00', '17:00'],
      ['2026-11-22', 'moved', '13:00', '15:00'],
      ['2026-11-29', 'scheduled', '15:00', '17:00'],
      ['2026-12-06', 'scheduled', '15:00', '17:00'],
      ['2026-12-13', 'scheduled', '15:00', '17:00'],
    ])
    expect(sessions[1]?.note).toBe('Hall closed for repairs')
    expect(sessions[2]?.title).toBe('Thanksgiving extra packing')
    expect(sessions[2]?.start.toISOString()).toBe('2026-11-14T18:00:00.000Z')
    expect(sessions[4]?.place).toBe('Park shelter')
  })

  it('leaves out special sessions that are over and cancelled days that are not Sundays', () => {
    const { sessions: docs } = validateSessionDocuments([
      { _id: 'old', date: '2026-10-24', startTime: '10:00' },
      { _id: 'x', date: '2026-11-03', cancelled: true },
    ])
    expect(upcomingSessions(now, docs, SCHEDULE).every((s) => s.status === 'scheduled')).toBe(true)
  })
})

describe('validateSessionDocuments', () => {
  it('keeps good documents and names the ones it cannot read', () => {
    const { sessions, problems } = validateSessionDocuments([
      { _id: 'ok', date: '2026-11-08', cancelled: true },
      { _id: 'no-date' },
      { _id: 'bad-time', date: '2026-11-08', startTime: '3pm' },
      { _id: 'backwards', date: '2026-11-08', startTime: '15:00', endTime: '14:00' },
      null,
    ])
    expect(sessions).toEqual([{ _id: 'ok', date: '2026-11-08', cancelled: true }])
    expect(problems).toHaveLength(4)
    expect(problems[0]).toContain('no-date')
  })
})
