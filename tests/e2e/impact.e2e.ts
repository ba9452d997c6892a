import { readFileSync, rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type FakeSanity, startFakeSanity } from '../fixtures/fake-sanity'
import {
  DESKTOP,
  launchBrowser,
  launchPersistent,
  PHONE,
  seriousAxeViolations,
  waitForHydration,
  watchErrors,
} from './support/browser'
import { buildSite, serveSite } from './support/site'

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

const baseURL = inject('baseURL')
const OUT_DIR = '.e2e-builds/impact'
// The reports arrive after hydration, with their loader chunk; a busy CI machine can be slow.
const POLL = { timeout: 15_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const totalHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Total donation progress/ })
const timeline = (page: Page) =>
  page.getByRole('region', { name: 'Pounds donated, month by month' })

async function monthCards(page: Page) {
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

describe('/impact with no project configured (the bundled sample reports)', () => {
  const sample = JSON.parse(readFileSync('public/data/reports.sample.json', 'utf8')) as Doc[]
  const total = sample.reduce((sum, doc) => sum + poundsOf(doc), 0)
  const monthsInSample = new Set(sample.map((doc) => String(doc.date).slice(0, 7))).size

  it('prerenders the static parts and a skeleton, not numbers', async () => {
    const html = await (await fetch(`${baseURL}/impact`)).text()
    expect(html).toContain('Monitoring Our Collective Impact Week by Week')
    expect(html).toContain('Total donation progress:')
    expect(html).toContain('impact-total__skeleton')
    expect(html).not.toContain(lbs(total))
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
    ['narrowest phone', { width: 320, height: 640 }],
  ])(
    'shows the sample data, every month in order, the newest in view, axe clean (%s)',
    async (_name, viewport) => {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
      const page = await context.newPage()
      const errors = watchErrors(page)
      await page.goto(`${baseURL}/impact`)
      expect(await page.locator('h1').innerText()).toBe('Impact')
      await expect
        .poll(() => totalHeading(page).innerText(), POLL)
        .toBe(`Total donation progress: ${lbs(total)} lbs donated so far...`)
      expect(await page.getByText('Sample data', { exact: true }).isVisible()).toBe(true)

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
      const strip = await timeline(page).boundingBox()
      const newest = await timeline(page).locator('li').last().locator('article').boundingBox()
      expect(strip && newest).toBeTruthy()
      if (strip && newest) {
        expect(newest.x).toBeGreaterThanOrEqual(strip.x - 1)
        expect(newest.x + newest.width).toBeLessThanOrEqual(strip.x + strip.width + 1)
      }

      await settle(page)
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows whole cards, none clipped, no gap larger than a card (%s)', async (_name, viewport) => {
    const context = await browser.newContext({
      viewport,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/impact`)
    await expect.poll(() => page.locator('.timeline__card').count(), POLL).toBe(monthsInSample)
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
    await context.close()
  })

  it('fades the timeline in after 300 ms, each card 0.2 s after the previous; not with reduced motion', async () => {
    const timings = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        serviceWorkers: 'block',
        reducedMotion,
      })
      const page = await context.newPage()
      await page.goto(`${baseURL}/impact`)
      await timeline(page).locator('li').first().waitFor({ state: 'attached' })
      const result = await page.evaluate(() => {
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
      await context.close()
      return result
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

  it('scrolls by keyboard and by the buttons (wide screens; phones get a vertical list)', async () => {
    const context = await browser.newContext({
      viewport: DESKTOP,
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/impact`)
    await waitForHydration(page)
    const strip = timeline(page)
    await strip.locator('li').first().waitFor()
    const scrollLeft = () => strip.evaluate((el) => el.scrollLeft)
    const atEnd = await scrollLeft()
    expect(atEnd).toBeGreaterThan(0)

    await strip.focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(scrollLeft, POLL).toBeLessThan(atEnd)
    await page.keyboard.press('Home')
    await expect.poll(scrollLeft, POLL).toBe(0)

    await page.getByRole('button', { name: 'Later months' }).click()
    await expect.poll(scrollLeft, POLL).toBeGreaterThan(0)
    const later = await scrollLeft()
    await page.getByRole('button', { name: 'Earlier months' }).click()
    await expect.poll(scrollLeft, POLL).toBeLessThan(later)
    await context.close()
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('does not shift the layout when the reports arrive (%s)', async (name, viewport) => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number }
      w.cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
        }[]) {
          if (!entry.hadRecentInput) w.cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // Hold the reports back until the visitor is looking at where they will appear.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/data/reports.sample.json', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${baseURL}/impact`)
    await waitForHydration(page)
    await page.locator('.impact-progress').evaluate((el) => el.scrollIntoView())
    await page.waitForTimeout(300)
    release()
    await timeline(page).locator('li').first().waitFor()
    await settle(page)
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls)
    console.info(`/impact CLS while the reports load (${name}): ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.005)
    await context.close()
  })

  it('shares with the share sheet where there is one', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
    await context.addInitScript(() => {
      const shared: unknown[] = []
      ;(window as unknown as { shared: unknown[] }).shared = shared
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          shared.push(data)
        },
      })
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/impact`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Share our impact' }).click()
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared),
        POLL,
      )
      .toEqual([expect.objectContaining({ url: `${baseURL}/impact` })])
    await context.close()
  })

  it('copies the link with a toast where there is no share sheet', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined })
    })
    const page = await context.newPage()
    await page.goto(`${baseURL}/impact`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Share our impact' }).click()
    await page.getByText('Link copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/impact`)
    await context.close()
  })
})

describe('/impact reading a Sanity project (a local fake of its query API)', () => {
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

  let fake: FakeSanity
  let site: { baseURL: string; close: () => Promise<void> }

  beforeAll(async () => {
    fake = await startFakeSanity(documents)
    await buildSite(OUT_DIR, {
      VITE_SANITY_PROJECT_ID: 'test-project',
      VITE_SANITY_API_HOST: fake.url,
    })
    site = await serveSite(OUT_DIR)
  }, 300_000)
  afterAll(async () => {
    await site?.close()
    await fake?.close()
    rmSync(OUT_DIR, { recursive: true, force: true })
    rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
  })

  async function freshPage(options: { serviceWorkers?: 'block' | 'allow' } = {}) {
    const context = await browser.newContext({
      viewport: DESKTOP,
      serviceWorkers: options.serviceWorkers ?? 'block',
    })
    return { context, page: await context.newPage() }
  }

  const showsTotal = (page: Page) =>
    expect
      .poll(() => totalHeading(page).innerText(), POLL)
      .toBe(`Total donation progress: ${lbs(expectedTotal)} lbs donated so far...`)

  it('sends the real client request with the GROQ query and API version, and shows the answer', async () => {
    fake.failWith(null)
    fake.requests.length = 0
    const { context, page } = await freshPage()
    const errors = watchErrors(page)
    await page.goto(`${site.baseURL}/impact`)
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
    expect(await page.getByText('Sample data', { exact: true }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so with Retry when the service answers 500 and nothing is saved, and Retry recovers', async () => {
    fake.failWith(500)
    const { context, page } = await freshPage()
    await page.goto(`${site.baseURL}/impact`)
    const alert = page.getByRole('alert')
    await alert.getByText("We couldn't load the donation reports.").waitFor()
    expect(await timeline(page).count()).toBe(0)

    fake.failWith(null)
    await alert.getByRole('button', { name: 'Retry' }).click()
    await showsTotal(page)
    expect(await alert.count()).toBe(0)
    expect(await monthCards(page)).toHaveLength(3)
    await context.close()
  })

  it('shows the saved numbers with their date when the service fails later (no service worker)', async () => {
    fake.failWith(null)
    const { context, page } = await freshPage()
    await page.goto(`${site.baseURL}/impact`)
    await showsTotal(page)

    fake.failWith(500)
    await page.reload()
    await showsTotal(page)
    await page.getByText(/^Last updated \w{3} \d{1,2}, \d{4}/).waitFor()
    expect(await page.getByText(/couldn't reach the reports just now/).isVisible()).toBe(true)
    expect(await monthCards(page)).toHaveLength(3)

    fake.failWith(null)
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => page.getByText(/^Last updated/).count(), POLL).toBe(0)
    await context.close()
  })

  it('offline after one visit, shows the saved numbers with no service worker (tab still open)', async () => {
    fake.failWith(null)
    const { context, page } = await freshPage()
    await page.goto(`${site.baseURL}/impact`)
    await showsTotal(page)
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'About Us', exact: true }).click()
    await page.waitForURL(`${site.baseURL}/about`)
    await page.locator('h1', { hasText: 'About Us' }).waitFor()

    const requestsBefore = fake.requests.length
    await context.setOffline(true)
    await nav.getByRole('link', { name: 'Impact', exact: true }).click()
    await page.waitForURL(`${site.baseURL}/impact`)
    await showsTotal(page)
    await page.getByText(/^Last updated/).waitFor()
    expect(
      await page
        .locator('.impact-progress')
        .getByText(/You're offline/)
        .isVisible(),
    ).toBe(true)
    expect(await monthCards(page)).toHaveLength(3)
    expect(fake.requests.length).toBe(requestsBefore)
    await context.close()
  })

  it('offline on a later visit (the real visitor case): the page opens and shows the saved numbers', async () => {
    fake.failWith(null)
    const { context, close } = await launchPersistent(PHONE)
    try {
      const first = await context.newPage()
      await first.goto(`${site.baseURL}/impact`)
      await showsTotal(first)
      // The service worker has installed and precached the site (it claims the page when ready).
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      })
      await first.close()

      await context.setOffline(true)
      const later = await context.newPage()
      await later.goto(`${site.baseURL}/impact`)
      await showsTotal(later)
      await later.getByText(/^Last updated/).waitFor()
      expect(
        await later
          .locator('.impact-progress')
          .getByText(/You're offline/)
          .isVisible(),
      ).toBe(true)
      expect((await monthCards(later)).map((c) => c.month)).toEqual([
        'December 2024',
        'January 2025',
        'February 2025',
      ])
    } finally {
      await close()
    }
  })
})
