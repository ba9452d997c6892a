import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { events } from '../../src/content/events'
import { launchBrowser, PHONE, waitForHydration } from './support/browser'

const baseURL = inject('baseURL')
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('an event page', () => {
  it('offers "Add to calendar": an .ics with the event at its Riverside time and address', async () => {
    const event = events[0]
    if (!event) throw new Error('no events')
    const context = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      acceptDownloads: true,
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/event-single/${event.slug}`)
    await waitForHydration(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Add to calendar/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const text = readFileSync(await download.path(), 'utf8')
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no VEVENT')
    const parsed = new ICAL.Event(vevent)
    expect(parsed.uid).toBe(`event-${event.slug}@harvestshare.org`)
    expect(parsed.summary).toBe(event.title)
    expect(parsed.location).toBe(event.address)
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
    expect(riverside(parsed.startDate.toJSDate())).toBe(`${event.date} ${event.startTime}`)
    expect(riverside(parsed.endDate.toJSDate())).toBe(`${event.date} ${event.endTime}`)
    await context.close()
  })
})
