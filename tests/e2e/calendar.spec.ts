import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { events } from '../../src/content/events'
import { riversideWallClock } from '../fixtures/wall-clock'
import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block', acceptDownloads: true })

test('an event page offers "Add to calendar": an .ics with the event at its Riverside time and address', async ({
  page,
}) => {
  const event = events[0]
  if (!event) throw new Error('no events')
  await page.goto(`/event-single/${event.slug}`)
  await waitForHydration(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /Add to calendar/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const text = readFileSync(await download.path(), 'utf8')
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  const parsed = new ICAL.Event(vevent)
  expect(parsed.uid).toBe(`event-${event.slug}@harvestshare.org`)
  expect(parsed.summary).toBe(event.title)
  expect(parsed.location).toBe(event.address)
  expect(riversideWallClock(parsed.startDate.toJSDate())).toBe(`${event.date} ${event.startTime}`)
  expect(riversideWallClock(parsed.endDate.toJSDate())).toBe(`${event.date} ${event.endTime}`)
})
