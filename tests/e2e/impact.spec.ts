import type { Page } from '@playwright/test'
import { type FakeSanity, startFakeSanity } from '../fixtures/fake-sanity'
import { fakePorts, TEST_CONFIG } from './support/builds'
import { DESKTOP, PHONE } from './support/chromium'
import {
  countLayoutShifts,
  layoutShiftSoFar,
  seriousAxeViolations,
  waitForHydration,
} from './support/page-checks'
import { serveSite } from './support/site'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'

/** The site's Sanity query, written out here so a change to the query is a visible change to this test. */
const GROQ =
  '*[_type == "report"]{_id, date, produce, meat, dairy, grocerySelfStable, baked, prepared, riceAndBeans, gleanersProduce}'
const CATEGORIES = [
  'produce',
  'meat',
  'dairy',
  'grocerySelfStable',
  'baked',
  'prepared',
  'riceAndBeans',
  'gleanersProduce',
] as const

type Doc = Record<string, unknown>
const poundsOf = (doc: Doc) =>
  CATEGORIES.reduce(
    (sum, key) => sum + (typeof doc[key] === 'number' ? (doc[key] as number) : 0),
    0,
  )
const lbs = (n: number) => n.toLocaleString('en-US')

// The reports arrive after hydration, with their loader chunk; a busy CI machine can be slow.
const SLOW = { timeout: 15_000 }

test.use({ serviceWorkers: 'block' })

const totalHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Total donation progress/ })
const timeline = (page: Page) =>
  page.getByRole('region', { name: 'Pounds donated, month by month' })

function monthCards(page: Page) {
  return timeline(page)
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({
        month: li.querySelector('h3')?.textContent ?? '',
        pounds: li.querySelector('.timeline__pounds')?.textContent ?? '',
        end: li.querySelector('.timeline__end-marker') !== null,
      })),
    )
}

/**
 * Holds the reports back until `release()`, so a test can look at where they will appear before
 * they arrive (call before `page.goto`).
 */
async function holdReports(page: Page): Promise<{ asked: () => boolean; release: () => void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  await page.route('**/data/reports.sample.json', async (route) => {
    asked = true
    await held
    await route.continue()
  })
  return { asked: () => asked, release: () => release() }
}

/**
 * Scrolls to where the reports will appear, lets them arrive and returns the layout shift they
 * caused (the page must have called `countLayoutShifts` and `holdReports` before loading).
 */
async function shiftWhenReportsArrive(
  page: Page,
  reports: Awaited<ReturnType<typeof holdReports>>,
): Promise<number> {
  await page.locator('.impact-progress').evaluate((el) => el.scrollIntoView())
  await expect.poll(reports.asked).toBe(true)
  reports.release()
  // By its class: the region's name is in the page's language.
  await page.locator('.timeline li').first().waitFor()
  return layoutShiftSoFar(page)
}

/** Every card that shows in the strip shows whole (none cut off at either edge); their boxes. */
async function wholeCards(page: Page) {
  const strip = await timeline(page).boundingBox()
  const boxes = await page.locator('.timeline__card').evaluateAll((cards) =>
    cards.map((card) => {
      const { x, y, width, height } = card.getBoundingClientRect()
      return { x, y, width, height }
    }),
  )
  if (!strip) throw new Error('no timeline')
  const shown = boxes.filter((b) => b.x + b.width > strip.x && b.x < strip.x + strip.width)
  for (const b of shown) {
    expect(b.x).toBeGreaterThanOrEqual(strip.x - 1)
    expect(b.x + b.width).toBeLessThanOrEqual(strip.x + strip.width + 1)
  }
  return { boxes, shown }
}

/** The newest month is brought into view inside the scrolling strip. */
async function newestInView(page: Page) {
  await expect
    .poll(async () => {
      const strip = await timeline(page).boundingBox()
      const newest = await timeline(page).locator('li').last().locator('article').boundingBox()
      if (!strip || !newest) return false
      return newest.x >= strip.x - 1 && newest.x + newest.width <= strip.x + strip.width + 1
    })
    .toBe(true)
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)
const timelineWidth = (page: Page) =>
  timeline(page)
    .locator('ol')
    .evaluate((ol) => ol.getBoundingClientRect().width)

test.describe('/impact with no project configured (the bundled sample reports)', () => {
  // (That /impact prerenders its static parts and a skeleton, not numbers, is read from the built
  // page: tests/html/impact.test.ts.)
  const sample: Doc[] = siteContent.reports
  const total = sample.reduce((sum, doc) => sum + poundsOf(doc), 0)
  const monthsInSample = new Set(sample.map((doc) => String(doc.date).slice(0, 7))).size
  const latest = [...sample].sort((a, b) => String(a.date).localeCompare(String(b.date))).at(-1)

  test('on a phone: no shift when the reports arrive, the glance on the first screen, every month in a vertical list of whole cards, down to 320 px; shares with the share sheet', async ({
    page,
    pageErrors,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = []
      ;(window as unknown as { shared: unknown[] }).shared = shared
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data)
        },
      })
    })
    // No entrance animations: the boxes measured are the final ones at once.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await countLayoutShifts(page)
    const reports = await holdReports(page)
    await page.goto('/impact')
    await waitForHydration(page)

    await test.step('no layout shift when the reports arrive, and the page stays where it is', async () => {
      const cls = await shiftWhenReportsArrive(page, reports)
      console.info(`/impact CLS while the reports load (phone): ${cls.toFixed(4)}`)
      expect(cls).toBeLessThan(0.005)
    })

    await test.step('the sample data, every month in order, the newest last', async () => {
      await expect(totalHeading(page)).toHaveText(
        `Total donation progress: ${lbs(total)} lbs donated so far...`,
        SLOW,
      )
      await expect(page.locator('h1')).toHaveText('Impact')
      await expect(page.getByText('Sample data', { exact: true })).toBeVisible()
      const cards = await monthCards(page)
      expect(sample.length).toBeGreaterThanOrEqual(52)
      expect(cards).toHaveLength(monthsInSample)
      expect(cards[0]?.month).toBe('January 2025')
      expect(cards.at(-1)?.month).toBe('January 2026')
      expect(cards.map((c) => c.end)).toEqual(cards.map((_, i) => i === cards.length - 1))
    })

    await test.step('the latest week and meals at a glance, on the first screen', async () => {
      // Loading the reports never scrolls the page itself: at the top, everything at a glance
      // is on the first screen.
      await page.evaluate(() => window.scrollTo(0, 0))
      const glance = page.getByRole('region', { name: 'At a glance' })
      await expect(glance.getByText(`${lbs(poundsOf(latest as Doc))} lbs`)).toBeVisible()
      await expect(glance.getByText(/ meals$/)).toBeVisible()
      await expect(glance.getByRole('link', { name: 'Feeding America' })).toBeVisible()
      await expect(glance.getByTestId('glance-status')).toHaveText(
        /^Numbers as of \w{3} \d{1,2}, \d{4}, checked .*\./,
      )
      const box = await glance.boundingBox()
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    })

    await test.step('a vertical list of whole cards, two totals a screen, no gap larger than a card', async () => {
      // Phones: a vertical list, nothing to scroll sideways.
      expect(await timelineWidth(page)).toBeLessThanOrEqual(PHONE.width)
      await newestInView(page)
      await timeline(page).scrollIntoViewIfNeeded()
      const { boxes } = await wholeCards(page)
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
      const totals = await page.locator('.timeline__pounds').evaluateAll((ps) =>
        ps.map((p) => {
          const r = p.getBoundingClientRect()
          return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth
        }),
      )
      expect(totals.filter(Boolean).length).toBeGreaterThanOrEqual(2)
      const height = Math.max(...boxes.map((b) => b.height))
      for (let i = 1; i < boxes.length; i++) {
        const gap = (boxes[i]?.y ?? 0) - ((boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0))
        expect(gap).toBeLessThan(height)
      }
    })

    await test.step('the narrowest phone (320 px): still nothing sideways', async () => {
      await page.setViewportSize({ width: 320, height: 640 })
      expect(await timelineWidth(page)).toBeLessThanOrEqual(320)
      expect(await pageWidth(page)).toBeLessThanOrEqual(320)
      await newestInView(page)
      await wholeCards(page)
    })

    await test.step('shares with the share sheet where there is one', async () => {
      await page.getByRole('button', { name: 'Share our impact' }).click()
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared),
        )
        .toEqual([expect.objectContaining({ url: `${baseURL}/impact` })])
    })
    expect(pageErrors).toEqual([])
  })

  test('on a wide screen: fades in (not with reduced motion), no shift when the reports arrive, the horizontal timeline of whole cards ends at the newest, scrolls by keyboard and buttons; copies the link with a toast', async ({
    page,
    context,
    pageErrors,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
    })
    await countLayoutShifts(page)
    const reports = await holdReports(page)
    await page.goto('/impact')
    await waitForHydration(page)
    const cls = await shiftWhenReportsArrive(page, reports)

    await test.step('fades the timeline in after 300 ms, each card 0.2 s after the previous; not with reduced motion', async () => {
      // The animations as the stylesheet sets them (read, not waited for: no time passes).
      const timings = () =>
        page.evaluate(() => {
          const ol = document.querySelector('.timeline') as HTMLElement
          const items = [...document.querySelectorAll('.timeline__item')].slice(0, 3)
          return {
            strip: [getComputedStyle(ol).animationName, getComputedStyle(ol).animationDelay],
            cards: items.map((li) => [
              getComputedStyle(li).animationName,
              getComputedStyle(li).animationDelay,
            ]),
          }
        })
      const motion = await timings()
      expect(motion.strip).toEqual(['impact-fade-in', '0.3s'])
      expect(motion.cards.map(([name]) => name)).toEqual([
        'impact-card-in',
        'impact-card-in',
        'impact-card-in',
      ])
      expect(motion.cards.map(([, delay]) => Number.parseFloat(delay ?? ''))).toEqual([
        0.3, 0.5, 0.7,
      ])
      // From here on, no animation: the boxes measured are the final ones.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const still = await timings()
      expect(still.strip[0]).toBe('none')
      expect(still.cards.map(([name]) => name)).toEqual(['none', 'none', 'none'])
    })

    await test.step('no layout shift when the reports arrive', async () => {
      console.info(`/impact CLS while the reports load (desktop): ${cls.toFixed(4)}`)
      expect(cls).toBeLessThan(0.005)
    })

    await test.step('a horizontal line, 270 px a card plus 100, the newest in view, whole cards', async () => {
      await expect(page.locator('.timeline__card')).toHaveCount(monthsInSample, SLOW)
      expect(await timelineWidth(page)).toBe(270 * monthsInSample + 100)
      await newestInView(page)
      await timeline(page).scrollIntoViewIfNeeded()
      const { shown } = await wholeCards(page)
      expect(shown.length).toBeGreaterThanOrEqual(2)
      expect(await pageWidth(page)).toBeLessThanOrEqual(DESKTOP.width)
    })

    await test.step('scrolls by keyboard and by the buttons', async () => {
      const strip = timeline(page)
      const scrollLeft = () => strip.evaluate((el) => el.scrollLeft)
      await expect.poll(scrollLeft).toBeGreaterThan(0)
      const atEnd = await scrollLeft()
      await strip.focus()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(scrollLeft, SLOW).toBeLessThan(atEnd)
      await page.keyboard.press('Home')
      await expect.poll(scrollLeft, SLOW).toBe(0)
      await page.getByRole('button', { name: 'Later months' }).click()
      await expect.poll(scrollLeft, SLOW).toBeGreaterThan(0)
      const later = await scrollLeft()
      await page.getByRole('button', { name: 'Earlier months' }).click()
      await expect.poll(scrollLeft, SLOW).toBeLessThan(later)
    })

    await test.step('copies the link with a toast where there is no share sheet', async () => {
      await page.getByRole('button', { name: 'Share our impact' }).click()
      await expect(page.getByText('Link copied')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/impact`)
    })
    expect(pageErrors).toEqual([])
  })

  test('draws the sections after the timeline only near the viewport, each standing in at its height within 15%, on a phone, a tablet and a wide screen', async ({
    context,
  }) => {
    // impact-below-fold.css: estimates far off would make the scrollbar jump as sections are
    // drawn; update them when a section's content changes.
    const below = ['breakdown', 'volunteer', 'partners', 'cta'] as const
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
      { width: 1366, height: 900 },
    ]) {
      await test.step(`${viewport.width} px`, async () => {
        // A page of its own: the same one would come back scrolled to where the last step left it.
        const page = await context.newPage()
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto('/impact')
        // A skipped section's own box stands; what is inside it is not drawn.
        const drawn = (name: string) =>
          page
            .locator(`.impact-${name} > .container`)
            .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
        // Far out of view at the top of the page, so not drawn.
        expect(await drawn('volunteer')).toBe(false)
        await page.locator('.category-chart').waitFor({ state: 'attached', ...SLOW })
        for (const name of below) {
          const section = page.locator(`.impact-${name}`)
          const estimate = await section.evaluate((el) =>
            Number.parseFloat(getComputedStyle(el).containIntrinsicBlockSize.replace('auto ', '')),
          )
          await section.evaluate((el) => el.scrollIntoView())
          await expect.poll(() => drawn(name)).toBe(true)
          const real = await section.evaluate((el) => el.getBoundingClientRect().height)
          expect(Math.abs(estimate - real) / real, `${name} at ${viewport.width} px`).toBeLessThan(
            0.15,
          )
        }
        await page.close()
      })
    }
  })

  // Spanish words are longer and wrap onto more lines in a phone's half-width cells.
  test('does not shift the layout when the reports arrive (Spanish, phone)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await countLayoutShifts(page)
    const reports = await holdReports(page)
    await page.goto('/es/impact')
    await waitForHydration(page)
    const cls = await shiftWhenReportsArrive(page, reports)
    console.info(`/impact CLS while the reports load (Spanish, phone): ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.005)
  })
})

const documents: Doc[] = [
  {
    _id: 'r-2025-01-12',
    date: '2025-01-12',
    produce: 410,
    meat: 95,
    dairy: 120,
    grocerySelfStable: 230,
    baked: 160,
    prepared: 55,
    riceAndBeans: 70,
    gleanersProduce: 0,
  },
  {
    _id: 'r-2024-12-29',
    date: '2024-12-29',
    produce: 380,
    meat: 80,
    dairy: 110,
    grocerySelfStable: 410,
    baked: 150,
    prepared: 60,
    riceAndBeans: 120,
    gleanersProduce: 0,
  },
  {
    _id: 'r-2025-02-02',
    date: '2025-02-02',
    produce: 455,
    meat: 'n/a',
    dairy: 130,
    grocerySelfStable: 215,
    baked: 170,
    prepared: 40,
    riceAndBeans: 65,
    gleanersProduce: 12,
  },
  {
    _id: 'r-2025-01-05',
    date: '2025-01-05',
    produce: 395,
    meat: 100,
    dairy: 125,
    grocerySelfStable: 240,
    baked: 140,
    prepared: 50,
    riceAndBeans: 75,
  },
  { _id: 'r-undated', produce: 9999 },
]
const expectedTotal = documents
  .filter((d) => typeof d.date === 'string')
  .reduce((s, d) => s + poundsOf(d), 0)
const january = documents
  .filter((d) => String(d.date).startsWith('2025-01'))
  .reduce((s, d) => s + poundsOf(d), 0)

const showsTotal = (page: Page) =>
  expect(totalHeading(page)).toHaveText(
    `Total donation progress: ${lbs(expectedTotal)} lbs donated so far...`,
    SLOW,
  )

test.describe('/impact reading a Sanity project (a local fake of its query API)', () => {
  // The shared test build reads Sanity project 'test-project' from the fake on its reserved port,
  // started for this file only (another spec starts its own there later).
  let fake: FakeSanity
  let sanitySite: Awaited<ReturnType<typeof serveSite>>
  test.beforeAll(async ({ testBuild }) => {
    fake = await startFakeSanity(
      documents.map((report) => ({ ...report, _id: String(report._id), _type: 'report' })),
      fakePorts().sanity,
    )
    sanitySite = await serveSite(testBuild)
  })
  test.afterAll(async () => {
    await sanitySite?.close()
    await fake?.close()
  })

  test('sends the real client request with the GROQ query and API version, shows the answer axe clean; offline with the tab still open (no service worker), shows the saved numbers', async ({
    page,
    context,
    pageErrors,
  }) => {
    fake.failWith(null)
    fake.requests.length = 0
    const site = sanitySite.baseURL
    await page.setViewportSize(DESKTOP)
    // No entrance animations, so axe reads the final colours.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${site}/impact`)
    await showsTotal(page)

    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/v2024-06-28/data/query/production')
    expect(request?.params.query).toBe(GROQ)
    expect(request?.headers['x-sanity-project-id']).toBe(TEST_CONFIG.sanityProjectId)

    expect(await monthCards(page)).toEqual([
      { month: 'December 2024', pounds: `${lbs(poundsOf(documents[1] as Doc))} lbs`, end: false },
      { month: 'January 2025', pounds: `${lbs(january)} lbs`, end: false },
      { month: 'February 2025', pounds: `${lbs(poundsOf(documents[2] as Doc))} lbs`, end: true },
    ])
    await expect(page.getByText('Sample data', { exact: true })).toHaveCount(0)
    // At a glance: the latest week (2 February) against the week before (12 January).
    const glance = page.getByRole('region', { name: 'At a glance' })
    await expect(glance).toContainText(`${lbs(poundsOf(documents[2] as Doc))} lbs`)
    const change = poundsOf(documents[2] as Doc) - poundsOf(documents[0] as Doc)
    await expect(glance).toContainText(`${change > 0 ? '+' : '−'}${lbs(Math.abs(change))} lbs`)
    await expect(glance.getByTestId('glance-status')).toContainText('Numbers as of Feb 2, 2025')
    // The page with a project's reports (not its default, sample state).
    expect(await seriousAxeViolations(page)).toEqual([])
    // (Before going offline, where the failed requests are logged as errors.)
    expect(pageErrors).toEqual([])

    await test.step('offline after that visit, with the tab still open, shows the saved numbers', async () => {
      await waitForHydration(page)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('link', { name: 'About Us', exact: true }).click()
      await page.waitForURL(`${site}/about`)
      await expect(page.locator('h1', { hasText: 'About Us' })).toBeVisible()

      const requestsBefore = fake.requests.length
      await context.setOffline(true)
      await nav.getByRole('link', { name: 'Impact', exact: true }).click()
      await page.waitForURL(`${site}/impact`)
      await showsTotal(page)
      await expect(page.getByText(/^Last updated/)).toBeVisible()
      await expect(page.locator('.impact-progress').getByText(/You're offline/)).toBeVisible()
      expect(await monthCards(page)).toHaveLength(3)
      expect(fake.requests.length).toBe(requestsBefore)
    })
  })

  test('says so with Retry when the service answers 500 and nothing is saved, Retry recovers; when it fails later, shows the saved numbers with their date until Retry brings fresh ones', async ({
    page,
  }) => {
    const site = sanitySite.baseURL
    fake.failWith(500)
    await page.goto(`${site}/impact`)
    const alert = page.getByRole('alert')
    await expect(alert.getByText("We couldn't load the donation reports.")).toBeVisible(SLOW)
    await expect(timeline(page)).toHaveCount(0)

    fake.failWith(null)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await showsTotal(page)
    await expect(alert).toHaveCount(0)
    expect(await monthCards(page)).toHaveLength(3)

    await test.step('the service fails on a later visit: the saved numbers, with their date', async () => {
      fake.failWith(500)
      await page.reload()
      await showsTotal(page)
      await expect(page.getByText(/^Last updated \w{3} \d{1,2}, \d{4}/)).toBeVisible()
      await expect(page.getByText(/couldn't reach the reports just now/)).toBeVisible()
      expect(await monthCards(page)).toHaveLength(3)

      fake.failWith(null)
      await page.getByRole('button', { name: 'Retry' }).click()
      await expect(page.getByText(/^Last updated/)).toHaveCount(0, SLOW)
    })
  })

  test('offline on a later visit of the installed app, the page opens and shows the saved numbers', async ({
    installedApp,
  }) => {
    // The first installedApp('test') of a worker installs the worker and precaches the site.
    test.setTimeout(120_000)
    fake.failWith(null)
    const { context, baseURL } = await installedApp('test')
    const first = await context.newPage()
    await first.goto(`${baseURL}/impact`)
    await showsTotal(first)
    await first.close()

    await context.setOffline(true)
    const later = await context.newPage()
    await later.goto(`${baseURL}/impact`)
    await showsTotal(later)
    await expect(later.getByText(/^Last updated/)).toBeVisible()
    await expect(later.locator('.impact-progress').getByText(/You're offline/)).toBeVisible()
    expect((await monthCards(later)).map((c) => c.month)).toEqual([
      'December 2024',
      'January 2025',
      'February 2025',
    ])
    await expect(
      later.getByRole('region', { name: 'At a glance' }).getByTestId('glance-status'),
    ).toContainText('Saved on this device for offline use.')
  })
})
