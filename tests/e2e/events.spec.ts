import { en } from '../../src/lib/i18n/catalogs/en'
import { es } from '../../src/lib/i18n/catalogs/es'
import { DESKTOP, PHONE } from './support/chromium'
import {
  afterNextFrames,
  countLayoutShifts,
  layoutShiftSoFar,
  seriousAxeViolations,
  waitForHydration,
} from './support/page-checks'
import { siteContent } from './support/site-content'
import { collectErrors, expect, test } from './support/test'

// Events over time: the pages are written as of the build and put right by the device's clock
// once hydrated. Which events the built HTML lists where is read in tests/html/content-pages.test.ts;
// the split itself (Riverside time, order) in src/lib/event-timing.test.ts.

const last = siteContent.events.en.at(-1)
if (!last) throw new Error('no events in the sample dataset')

/** Noon in Riverside the day after the last event: every event has passed. */
function dayAfterLastEvent(): Date {
  const day = new Date(`${last?.date}T20:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`after the last event (${name}): /events lists it under "Past events" once hydrated, without a layout shift or a hydration error, and its page says it has passed`, async ({
    openContext,
  }) => {
    const context = await openContext({ viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    // React reports a hydration mismatch as an error.
    const errors = collectErrors(page)
    await page.clock.install({ time: dayAfterLastEvent() })
    await countLayoutShifts(page)

    await page.goto('/events')
    await waitForHydration(page)
    const past = page.locator('section[aria-labelledby="past-events-title"]')
    await expect(past.getByRole('heading', { level: 2 })).toHaveText(en['pages.events.past'])
    await expect(past.locator('.event-card').first()).toContainText(last.title)
    await expect(past.locator('.event-card')).toHaveCount(siteContent.events.en.length)
    const upcoming = page.locator('section[aria-labelledby="events-title"]')
    await expect(upcoming.locator('.event-card')).toHaveCount(0)
    await expect(upcoming.locator('.no-events-card')).toContainText(en['shared.events.none'])
    await afterNextFrames(page)
    expect(await layoutShiftSoFar(page)).toBe(0)
    // The empty upcoming list keeps a card's height, so a "Past events" heading already in the
    // HTML (of a build made once some events had passed) would not move into the first screen.
    const heading = await past.getByRole('heading', { level: 2 }).boundingBox()
    expect(heading?.y).toBeGreaterThanOrEqual(viewport.height)
    // A state the accessibility spec, on the build's own date, does not reach.
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.goto('/es/events')
    await waitForHydration(page)
    await expect(past.getByRole('heading', { level: 2 })).toHaveText(es['pages.events.past'])
    await afterNextFrames(page)
    expect(await layoutShiftSoFar(page)).toBe(0)

    for (const [path, words] of [
      [`/event-single/${last.slug}`, en['pages.event.passed']],
      [`/es/event-single/${last.slug}`, es['pages.event.passed']],
    ] as const) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByText(words, { exact: true })).toBeVisible()
    }
    expect(errors).toEqual([])
  })
}
