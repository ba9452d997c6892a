import { readFileSync, rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { type FakeSanity, startFakeSanity } from '../fixtures/fake-sanity'
import { DESKTOP, PHONE } from './support/chromium'
import {
  countLayoutShifts,
  layoutShiftSoFar,
  seriousAxeViolations,
  waitForHydration,
} from './support/page-checks'
import { buildSite, serveSite } from './support/site'
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

const OUT_DIR = '.e2e-builds/impact'
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

/** Waits for the page's one-off animations (fade-ins) to finish, so axe sees final colours. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState === 'finished' ||
          (a.effect?.getComputedTiming().iterations ?? 1) === Number.POSITIVE_INFINITY,
      ),
  )
}

test.describe('/impact with no project configured (the bundled sample reports)', () => {
  const sample = JSON.parse(readFileSync('public/data/reports.sample.json', 'utf8')) as Doc[]
  const total = sample.reduce((sum, doc) => sum + poundsOf(doc), 0)
  const monthsInSample = new Set(sample.map((doc) => String(doc.date).slice(0, 7))).size
  const latest = [...sample].sort((a, b) => String(a.date).localeCompare(String(b.date))).at(-1)

  test('prerenders the static parts and a skeleton, not numbers', async ({ request }) => {
    const html = await (await request.get('/impact')).text()
    expect(html).toContain('Monitoring Our Collective Impact Week by Week')
    expect(html).toContain('Total donation progress:')
    expect(html).toContain('impact-total__skeleton')
    expect(html).not.toContain(lbs(total))
  })

  test('shows the latest week and meals at a glance, above the fold on a phone', async ({
    page,
  }) => {
    await page.goto('/impact')
    const glance = page.getByRole('region', { name: 'At a glance' })
    await expect(glance.getByText(`${lbs(poundsOf(latest as Doc))} lbs`)).toBeVisible(SLOW)
    await expect(glance.getByText(/ meals$/)).toBeVisible()
    await expect(glance.getByRole('link', { name: 'Feeding America' })).toBeVisible()
    await expect(glance.getByTestId('glance-status')).toHaveText(
      /^Numbers as of \w{3} \d{1,2}, \d{4}, checked .*\./,
    )
    // Everything in it is on the first screen, with no scrolling.
    const box = await glance.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
    ['narrowest phone', { width: 320, height: 640 }],
  ] as const) {
    test(`shows the sample data, every month in order, the newest in view, axe clean (${name})`, async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/impact')
      await expect(page.locator('h1')).toHaveText('Impact')
      await expect(totalHeading(page)).toHaveText(
        `Total donation progress: ${lbs(total)} lbs donated so far...`,
        SLOW,
      )
      await expect(page.getByText('Sample data', { exact: true })).toBeVisible()

      const cards = await monthCards(page)
      expect(sample.length).toBeGreaterThanOrEqual(52)
      expect(cards).toHaveLength(monthsInSample)
      expect(cards[0]?.month).toBe('January 2025')
      expect(cards.at(-1)?.month).toBe('January 2026')
      expect(cards.map((c) => c.end)).toEqual(cards.map((_, i) => i === cards.length - 1))
      const olWidth = await timeline(page)
        .locator('ol')
        .evaluate((ol) => ol.getBoundingClientRect().width)
      // Wide: the horizontal line, 270 px a card plus 100; phones: a vertical list, no sideways scroll.
      if (viewport.width >= 768) expect(olWidth).toBe(270 * monthsInSample + 100)
      else expect(olWidth).toBeLessThanOrEqual(viewport.width)

      // The newest month is brought into view inside the scrolling strip.
      await expect
        .poll(async () => {
          const strip = await timeline(page).boundingBox()
          const newest = await timeline(page).locator('li').last().locator('article').boundingBox()
          if (!strip || !newest) return false
          return newest.x >= strip.x - 1 && newest.x + newest.width <= strip.x + strip.width + 1
        })
        .toBe(true)

      await settle(page)
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(pageErrors).toEqual([])
    })
  }

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`shows whole cards, none clipped, no gap larger than a card (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/impact')
      await expect(page.locator('.timeline__card')).toHaveCount(monthsInSample, SLOW)
      await timeline(page).scrollIntoViewIfNeeded()
      const strip = await timeline(page).boundingBox()
      const boxes = await page.locator('.timeline__card').evaluateAll((cards) =>
        cards.map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect()
          return { x, y, width, height }
        }),
      )
      if (!strip) throw new Error('no timeline')
      // Every card that shows in the strip shows whole: none cut off at either edge.
      const shown = boxes.filter((b) => b.x + b.width > strip.x && b.x < strip.x + strip.width)
      for (const b of shown) {
        expect(b.x).toBeGreaterThanOrEqual(strip.x - 1)
        expect(b.x + b.width).toBeLessThanOrEqual(strip.x + strip.width + 1)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      if (viewport.width < 768) {
        // At least two months' totals readable in one screen, with nothing to scroll sideways.
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
      } else {
        expect(shown.length).toBeGreaterThanOrEqual(2)
      }
    })
  }

  test('fades the timeline in after 300 ms, each card 0.2 s after the previous; not with reduced motion', async ({
    openContext,
  }) => {
    const timings = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await openContext({
        viewport: DESKTOP,
        serviceWorkers: 'block',
        reducedMotion,
      })
      const page = await context.newPage()
      await page.goto('/impact')
      await timeline(page).locator('li').first().waitFor({ state: 'attached' })
      return page.evaluate(() => {
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
    }
    const motion = await timings('no-preference')
    expect(motion.strip).toEqual(['impact-fade-in', '0.3s'])
    expect(motion.cards.map(([name]) => name)).toEqual([
      'impact-card-in',
      'impact-card-in',
      'impact-card-in',
    ])
    expect(motion.cards.map(([, delay]) => Number.parseFloat(delay ?? ''))).toEqual([0.3, 0.5, 0.7])

    const still = await timings('reduce')
    expect(still.strip[0]).toBe('none')
    expect(still.cards.map(([name]) => name)).toEqual(['none', 'none', 'none'])
  })

  test('scrolls by keyboard and by the buttons (wide screens; phones get a vertical list)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/impact')
    await waitForHydration(page)
    const strip = timeline(page)
    await strip.locator('li').first().waitFor()
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

  // Spanish words are longer and wrap onto more lines in a phone's half-width cells.
  for (const [name, viewport, path] of [
    ['phone', PHONE, '/impact'],
    ['desktop', DESKTOP, '/impact'],
    ['Spanish, phone', PHONE, '/es/impact'],
  ] as const) {
    test(`does not shift the layout when the reports arrive (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await countLayoutShifts(page)
      // Hold the reports back until the visitor is looking at where they will appear.
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
      await page.goto(path)
      await waitForHydration(page)
      await page.locator('.impact-progress').evaluate((el) => el.scrollIntoView())
      await expect.poll(() => asked).toBe(true)
      release()
      // By its class: the region's name is in the page's language.
      await page.locator('.timeline li').first().waitFor()
      await settle(page)
      const cls = await layoutShiftSoFar(page)
      console.info(`/impact CLS while the reports load (${name}): ${cls.toFixed(4)}`)
      expect(cls).toBeLessThan(0.005)
    })
  }

  test('shares with the share sheet where there is one', async ({ page, baseURL }) => {
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
    await page.goto('/impact')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Share our impact' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared))
      .toEqual([expect.objectContaining({ url: `${baseURL}/impact` })])
  })

  test('copies the link with a toast where there is no share sheet', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
    })
    await page.goto('/impact')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Share our impact' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/impact`)
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

/** A copy of the site built against a local fake of Sanity's query API, once per worker. */
const it = test.extend<object, { fake: FakeSanity; sanitySite: string }>({
  fake: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeSanity(documents)
      await use(fake)
      await fake.close()
    },
    { scope: 'worker' },
  ],
  sanitySite: [
    async ({ fake }, use) => {
      await buildSite(OUT_DIR, {
        VITE_SANITY_PROJECT_ID: 'test-project',
        VITE_SANITY_API_HOST: fake.url,
      })
      const site = await serveSite(OUT_DIR)
      await use(site.baseURL)
      await site.close()
      rmSync(OUT_DIR, { recursive: true, force: true })
      rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 300_000 },
  ],
})

const showsTotal = (page: Page) =>
  expect(totalHeading(page)).toHaveText(
    `Total donation progress: ${lbs(expectedTotal)} lbs donated so far...`,
    SLOW,
  )

test.describe('/impact reading a Sanity project (a local fake of its query API)', () => {
  it('sends the real client request with the GROQ query and API version, and shows the answer', async ({
    page,
    fake,
    sanitySite,
    pageErrors,
  }) => {
    fake.failWith(null)
    fake.requests.length = 0
    await page.setViewportSize(DESKTOP)
    await page.goto(`${sanitySite}/impact`)
    await showsTotal(page)

    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe('/v2024-06-28/data/query/production')
    expect(request?.params.query).toBe(GROQ)
    expect(request?.headers['x-sanity-project-id']).toBe('test-project')

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
    expect(pageErrors).toEqual([])
  })

  it('says so with Retry when the service answers 500 and nothing is saved, and Retry recovers', async ({
    page,
    fake,
    sanitySite,
  }) => {
    fake.failWith(500)
    await page.goto(`${sanitySite}/impact`)
    const alert = page.getByRole('alert')
    await expect(alert.getByText("We couldn't load the donation reports.")).toBeVisible(SLOW)
    await expect(timeline(page)).toHaveCount(0)

    fake.failWith(null)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await showsTotal(page)
    await expect(alert).toHaveCount(0)
    expect(await monthCards(page)).toHaveLength(3)
  })

  it('shows the saved numbers with their date when the service fails later (no service worker)', async ({
    page,
    fake,
    sanitySite,
  }) => {
    fake.failWith(null)
    await page.goto(`${sanitySite}/impact`)
    await showsTotal(page)

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

  it('offline after one visit, shows the saved numbers with no service worker (tab still open)', async ({
    page,
    context,
    fake,
    sanitySite,
  }) => {
    fake.failWith(null)
    await page.setViewportSize(DESKTOP)
    await page.goto(`${sanitySite}/impact`)
    await showsTotal(page)
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'About Us', exact: true }).click()
    await page.waitForURL(`${sanitySite}/about`)
    await expect(page.locator('h1', { hasText: 'About Us' })).toBeVisible()

    const requestsBefore = fake.requests.length
    await context.setOffline(true)
    await nav.getByRole('link', { name: 'Impact', exact: true }).click()
    await page.waitForURL(`${sanitySite}/impact`)
    await showsTotal(page)
    await expect(page.getByText(/^Last updated/)).toBeVisible()
    await expect(page.locator('.impact-progress').getByText(/You're offline/)).toBeVisible()
    expect(await monthCards(page)).toHaveLength(3)
    expect(fake.requests.length).toBe(requestsBefore)
  })
})

test.describe('/impact offline on a later visit', () => {
  // The test's options reach persistent contexts too: this one needs its service worker.
  test.use({ serviceWorkers: 'allow' })

  it('the page opens and shows the saved numbers (the real visitor case)', async ({
    fake,
    sanitySite,
    openPersistentContext,
  }) => {
    // Installing precaches the whole site: slow on a busy machine.
    test.setTimeout(120_000)
    fake.failWith(null)
    const context = await openPersistentContext(PHONE)
    const first = await context.newPage()
    await first.goto(`${sanitySite}/impact`)
    await showsTotal(first)
    // The service worker has installed and precached the site (it claims the page when ready).
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    })
    await first.close()

    await context.setOffline(true)
    const later = await context.newPage()
    await later.goto(`${sanitySite}/impact`)
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
