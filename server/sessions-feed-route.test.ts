import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { volunteerSession } from 'virtual:content/volunteer'
import ICAL from 'ical.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeSanity, startFakeSanity } from '../tests/fixtures/fake-sanity'
import { riversideWallClock } from '../tests/fixtures/wall-clock'
import { createApp } from './app'
import { BUILD_RECORD_FILE } from './build-record'
import { FEED_FRESH_MS, sessionsFeedRoute } from './sessions-feed-route'

const PAGE_URL = 'https://harvestshare.org/volunteer'
const USUAL_PLACE = '214 Orchard Lane, Riverside, CA 92501'
const FACTS = { usualPlace: USUAL_PLACE, volunteerSession }
const BUILT_FEED = 'BEGIN:VCALENDAR\r\nX-WR-CALNAME:built from the weekly rule\r\nEND:VCALENDAR\r\n'
// A Wednesday: the next Sunday is 29 November 2026.
const NOW = Date.parse('2026-11-25T18:00:00Z')

const staffChanges = [
  {
    _type: 'packingSession',
    _id: 'cancel-29',
    date: '2026-11-29',
    cancelled: true,
    note: 'Thanksgiving weekend',
  },
  {
    _type: 'packingSession',
    _id: 'special-1',
    date: '2026-12-19',
    startTime: '10:00',
    endTime: '13:00',
    title: 'Holiday boxes',
  },
]

function entries(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      start: riversideWallClock(event.startDate.toJSDate()),
      summary: event.summary,
      status: vevent.getFirstPropertyValue('status'),
    }
  })
}

let dist: string
let sanity: FakeSanity
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-feed-'))
  mkdirSync(join(dist, 'volunteer'))
  writeFileSync(join(dist, 'volunteer/sessions.ics'), BUILT_FEED)
  writeFileSync(join(dist, '_not-found.html'), '<h1>Not found</h1>')
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, BUILD_RECORD_FILE), JSON.stringify({ facts: FACTS }))
  sanity = await startFakeSanity()
})
afterEach(() => {
  vi.useRealTimers()
  sanity.setDocuments([])
  sanity.failWith(null)
  sanity.requests.length = 0
})
afterAll(async () => {
  await sanity.close()
  rmSync(dist, { recursive: true, force: true })
})

const project = () => ({ projectId: 'abc123', dataset: 'production', apiHost: sanity.url })

/** The server's clock stands at `time` (a Wednesday in Riverside, at first). */
function setClock(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(time)
}

describe('the volunteers’ subscribable feed on the server', () => {
  it('carries a Sunday cancelled in Sanity and a special session, at Riverside times', async () => {
    sanity.setDocuments(staffChanges)
    setClock(NOW)
    const app = sessionsFeedRoute({ project: project(), pageUrl: PAGE_URL, facts: () => FACTS })
    const response = await app.request('/volunteer/sessions.ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    const listed = entries(await response.text())
    expect(listed[0]).toMatchObject({ start: '2026-11-29 15:00', status: 'CANCELLED' })
    expect(listed[1]?.start).toBe('2026-12-06 15:00')
    expect(listed[1]?.status).not.toBe('CANCELLED')
    expect(listed).toContainEqual(
      expect.objectContaining({ start: '2026-12-19 10:00', summary: 'Holiday boxes' }),
    )
    expect(sanity.requests[0]?.params.query).toContain('packingSession')
  })

  it('is what the production server answers at the feed’s address when Sanity is configured', async () => {
    // Dated from today, since the server reads the real clock: a week ahead is always listed.
    const inAWeek = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10)
    sanity.setDocuments([
      {
        _type: 'packingSession',
        _id: 'special-2',
        date: inAWeek,
        startTime: '09:00',
        title: 'Extra shift',
      },
    ])
    const app = createApp({ distDir: dist, sanity: project(), volunteerPageUrl: PAGE_URL })
    const response = await app.request('/volunteer/sessions.ics')
    expect(response.status).toBe(200)
    const listed = entries(await response.text())
    expect(listed).toContainEqual(
      expect.objectContaining({ start: `${inAWeek} 09:00`, summary: 'Extra shift' }),
    )
  })

  it('asks Sanity at most once while its answer is fresh, and again after', async () => {
    sanity.setDocuments(staffChanges)
    setClock(NOW)
    const app = sessionsFeedRoute({ project: project(), pageUrl: PAGE_URL, facts: () => FACTS })
    await Promise.all([
      app.request('/volunteer/sessions.ics'),
      app.request('/volunteer/sessions.ics'),
    ])
    await app.request('/volunteer/sessions.ics')
    expect(sanity.requests).toHaveLength(1)
    setClock(NOW + FEED_FRESH_MS)
    await app.request('/volunteer/sessions.ics')
    expect(sanity.requests).toHaveLength(2)
  })

  it('keeps the last good answer when Sanity fails, and says so in the log', async () => {
    sanity.setDocuments(staffChanges)
    setClock(NOW)
    const failures: unknown[] = []
    const app = sessionsFeedRoute({
      project: project(),
      pageUrl: PAGE_URL,
      facts: () => FACTS,
      logFailure: (error) => failures.push(error),
    })
    await app.request('/volunteer/sessions.ics')
    sanity.failWith(500)
    setClock(NOW + FEED_FRESH_MS)
    const response = await app.request('/volunteer/sessions.ics')
    expect(response.status).toBe(200)
    const listed = entries(await response.text())
    expect(listed.find((entry) => entry.start === '2026-11-29 15:00')?.status).toBe('CANCELLED')
    expect(failures).toHaveLength(1)
  })

  it('serves the built feed when Sanity has never answered', async () => {
    sanity.failWith(503)
    const app = createApp({ distDir: dist, sanity: project(), volunteerPageUrl: PAGE_URL })
    const response = await app.request('/volunteer/sessions.ics')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(BUILT_FEED)
  })

  it('serves the built feed, without asking anyone, when no Sanity project is configured', async () => {
    const response = await createApp({ distDir: dist }).request('/volunteer/sessions.ics')
    expect(await response.text()).toBe(BUILT_FEED)
    expect(sanity.requests).toHaveLength(0)
  })
})
