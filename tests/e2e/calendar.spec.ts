import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { events } from '../../src/content/events'
import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block', acceptDownloads: true })

/** A date as a wall-clock time in Riverside, "YYYY-MM-DD HH:MM". */
const riverside = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(',', '')

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
  expect(riverside(parsed.startDate.toJSDate())).toBe(`${event.date} ${event.startTime}`)
  expect(riverside(parsed.endDate.toJSDate())).toBe(`${event.date} ${event.endTime}`)
})
