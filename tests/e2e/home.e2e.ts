import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { causes } from '../../src/content/causes'
import { events } from '../../src/content/events'
import { funFacts } from '../../src/content/fun-facts'
import { posts } from '../../src/content/posts'
import { formatCount } from '../../src/features/home/count-up'
import { headlineTyping } from '../../src/features/home/hero-copy'
import { PROMO_SEEN_KEY } from '../../src/features/home/use-promo-popup'
import { formatDate } from '../../src/lib/date-time'
import { formatCents } from '../../src/lib/money'
import {
  DESKTOP,
  isHydrated,
  launchBrowser,
  PHONE,
  seriousAxeViolations,
  waitForHydration,
  watchErrors,
} from './support/browser'

const baseURL = inject('baseURL')
/** The popup opens on load, once its chunk is in: generous for a busy CI machine. */
const POPUP_WAIT = 10_000
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface OpenOptions {
  path?: string
  viewport?: { width: number; height: number }
  reducedMotion?: 'reduce' | 'no-preference'
  /** Mark the popup as already seen this session, for tests about something else. */
  popupSeen?: boolean
}

async function openHome({
  path = '/',
  viewport = DESKTOP,
  reducedMotion = 'no-preference',
  popupSeen = true,
}: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion, serviceWorkers: 'block' })
  if (popupSeen) {
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY)
  }
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
  return { context, page, errors }
}

function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true })
}

/** Brings a carousel into view and waits until Swiper has taken it over. */
async function readyCarousel(page: Page, name: string): Promise<Locator> {
  const region = carousel(page, name)
  await region.scrollIntoViewIfNeeded()
  await expect.poll(() => region.getAttribute('data-ready')).toBe('true')
  return region
}

function activeSlide(region: Locator): Promise<string | null> {
  return region.locator('.swiper-slide-active').getAttribute('aria-label')
}

/** Scrolls to the bottom and back so every fade-in and counter has run. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(80)
  }
  await page.waitForTimeout(2500)
}

const MAIN_ORDER = [
  'hero',
  'mission',
  'features',
  'about',
  'testimonials',
  'causes',
  'campaigns',
  'cta',
  'feedback',
  'fun-facts',
  'target',
  'partners',
  'events',
  'team',
  'posts',
  'photo-grid',
]

describe('home page sections', () => {
  it.each(['/', '/home'])(
    '%s shows header, every section in order, then the footer',
    async (path) => {
      const { context, page, errors } = await openHome({ path })
      const order = await page
        .locator('[data-home-section]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.homeSection))
      expect(order).toEqual(MAIN_ORDER)
      const sequence = await page.evaluate(() => {
        const header = document.querySelector('header.site-header')
        const hero = document.querySelector('[data-home-section="hero"]')
        const grid = document.querySelector('[data-home-section="photo-grid"]')
        const footer = document.querySelector('footer')
        const precedes = (a: Node | null, b: Node | null) =>
          !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        return precedes(header, hero) && precedes(grid, footer)
      })
      expect(sequence).toBe(true)
      expect(await page.locator('h1').allInnerTexts()).toEqual(["Don't turn away, Give today!"])
      expect(await page.getByRole('heading', { name: 'Community Voices' }).count()).toBe(1)
      expect(await page.getByRole('heading', { name: 'Popular causes' }).count()).toBe(1)
      const feature = page.locator('[data-home-section="features"] h3')
      expect(await feature.allInnerTexts()).toEqual([
        'Education',
        'Food',
        'Hope',
        'Welcome',
        'Children',
        'Donation',
      ])
      expect(await page.locator('.campaign__title').allInnerTexts()).toEqual([
        'Holiday lunch packs',
        'Keep the community fridges cold',
      ])
      expect(await page.locator('.partners img').count()).toBe(5)
      expect(await page.locator('.photo-grid img').count()).toBe(9)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('the landing blocks link where they should', async () => {
    const { context, page } = await openHome()
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(await hrefs('[data-home-section="events"] .entity-card__title a')).toEqual(
      events.slice(0, 6).map((e) => `/event-single/${e.slug}`),
    )
    const eventDates = await page.locator('[data-home-section="events"] time').allInnerTexts()
    expect(eventDates).toEqual(events.slice(0, 6).map((e) => formatDate(e.date)))
    for (const post of posts.slice(0, 3)) {
      const card = page.locator('[data-home-section="posts"] article', { hasText: post.title })
      const target = `/blog-single/${post.slug}`
      expect(
        await card.getByRole('link', { name: post.category, exact: true }).getAttribute('href'),
      ).toBe(target)
      expect(
        await card.getByRole('link', { name: post.title, exact: true }).getAttribute('href'),
      ).toBe(target)
    }
    expect(await page.locator('[data-home-section="posts"] article').count()).toBe(3)
    expect(await hrefs('[data-home-section="cta"] a')).toEqual(['/donate', '/team'])
    expect(await hrefs('[data-home-section="target"] a')).toEqual(['/about', '/contact'])
    expect(await page.locator('[data-home-section="team"] article').count()).toBeGreaterThan(0)
    // Every Donate Now in the hero and the campaigns goes to the donation page.
    expect(
      new Set(
        await hrefs('[data-home-section="hero"] a.btn, [data-home-section="campaigns"] a.btn'),
      ),
    ).toEqual(new Set(['/donate']))
    await context.close()
  })

  it('every section is in the prerendered HTML, before any script runs', async () => {
    const html = await (await fetch(`${baseURL}/`)).text()
    const order = [...html.matchAll(/data-home-section="([^"]+)"/g)].map((m) => m[1])
    expect(order).toEqual(MAIN_ORDER)
    // The hero image is the largest paint: a real, eager, high-priority image, preloaded.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/hero\/[^"]+"/)
    expect(html).toMatch(/<img class="hero-slide__image"[^>]*width="1600" height="900"[^>]*>/)
    expect(html).toMatch(/<img class="hero-slide__image"[^>]*loading="eager" fetchPriority="high"/)
    // The popup depends on the session, which only the browser knows: never prerendered.
    expect(html).not.toContain('promo/')
  })

  it('/home-2 and /home-3 are compositions of the same sections', async () => {
    const { context, page, errors } = await openHome({ path: '/home-2', popupSeen: false })
    const sections = () =>
      page
        .locator('[data-home-section]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.homeSection))
    expect(await page.locator('[data-home-section="features"] h3').allInnerTexts()).toEqual([
      'Education',
      'Food',
      'Human hope',
    ])
    expect(await sections()).toContain('causes')
    await page.goto(`${baseURL}/home-3`)
    await waitForHydration(page)
    expect(await sections()).toEqual([
      'hero',
      'target',
      'partners',
      'events',
      'team',
      'posts',
      'photo-grid',
    ])
    expect(await page.locator('h1').allInnerTexts()).toEqual(["Don't turn away, Give today!"])
    // Neither variant opens the popup, even on a first visit.
    await page.waitForLoadState('load')
    // On / the popup is open within a few hundred milliseconds of load; give it far longer here.
    await page.waitForTimeout(3000)
    expect(await page.getByRole('dialog', { name: 'Sunday packing sessions' }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('hydration of the sections below the hero', () => {
  const sectionsChunk = (url: string) => /\/assets\/HomeSections-[\w-]+\.js$/.test(url)

  it('on a phone, waits until the visitor comes near them; they work from then on', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${baseURL}/`)
    await waitForHydration(page)
    await page.waitForTimeout(2000)
    const hero = page.locator('[data-home-section="hero"]')
    const mission = page.locator('[data-home-section="mission"]')
    expect(await isHydrated(hero)).toBe(true)
    // Below the fold, the prerendered HTML stays as it is, and its code is not even fetched.
    expect(await isHydrated(mission)).toBe(false)
    expect(requested.filter(sectionsChunk)).toEqual([])
    expect(await mission.getByRole('heading').first().isVisible()).toBe(true)

    await page.evaluate(() => window.scrollBy(0, 400))
    await expect.poll(() => isHydrated(mission), { timeout: 5000 }).toBe(true)
    expect(requested.filter(sectionsChunk)).toHaveLength(1)
    // A carousel further down now runs: Swiper takes it over as it comes into view.
    await readyCarousel(page, 'Cause cards')
    expect(errors).toEqual([])
    await context.close()
  })

  it('after a client navigation back to /, renders them at once', async () => {
    const { context, page } = await openHome({ viewport: PHONE, path: '/about' })
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })
    await page.locator('header a.brand').click()
    await page.waitForURL(`${baseURL}/`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    const mission = page.locator('[data-home-section="mission"]')
    await expect.poll(() => isHydrated(mission)).toBe(true)
    expect(await page.locator('[data-home-section]').count()).toBe(MAIN_ORDER.length)
    await context.close()
  })
})

describe('promotional popup', () => {
  const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Sunday packing sessions' })

  it('opens as a modal with focus trapped inside; Escape closes it and it stays closed on reload', async () => {
    const { context, page, errors } = await openHome({ viewport: PHONE, popupSeen: false })
    const popup = popupOf(page)
    await expect.poll(() => popup.isVisible(), { timeout: POPUP_WAIT }).toBe(true)
    expect(await popup.getAttribute('aria-modal')).toBe('true')
    expect(await popup.getByRole('img', { name: /Sunday at 3pm/ }).count()).toBe(1)
    const box = await popup.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(PHONE.width * 0.9 + 1)
    expect(box?.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1)
    for (let i = 0; i < 4; i++) {
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => popup.count()).toBe(0)
    await page.reload()
    await waitForHydration(page)
    await page.waitForLoadState('load')
    // On / the popup is open within a few hundred milliseconds of load; give it far longer here.
    await page.waitForTimeout(3000)
    expect(await popup.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers one thing to do besides closing: join a Sunday session', async () => {
    const { context, page } = await openHome({ popupSeen: false })
    const popup = popupOf(page)
    await expect.poll(() => popup.isVisible(), { timeout: POPUP_WAIT }).toBe(true)
    const links = popup.getByRole('link')
    expect(await links.allInnerTexts()).toEqual(['Join a Sunday session'])
    await links.first().click()
    await page.waitForURL(`${baseURL}/events`)
    await expect.poll(() => popup.count()).toBe(0)
    await context.close()
  })

  it('closes with the X button and gives focus back', async () => {
    const { context, page } = await openHome({ popupSeen: false })
    const popup = popupOf(page)
    await expect.poll(() => popup.isVisible(), { timeout: POPUP_WAIT }).toBe(true)
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => popup.count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.closest('.dialog'))).toBeNull()
    await context.close()
  })

  it('does not interrupt a visitor who follows Home from another page', async () => {
    const { context, page } = await openHome({ path: '/about', popupSeen: false })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await page.waitForURL(`${baseURL}/home`)
    // On / the popup is open within a few hundred milliseconds of load; give it far longer here.
    await page.waitForTimeout(3000)
    expect(await popupOf(page).count()).toBe(0)
    await context.close()
  })

  it('closes with a click on the dark backdrop, and is at most 600 px wide', async () => {
    const { context, page } = await openHome({ popupSeen: false })
    const popup = popupOf(page)
    await expect.poll(() => popup.isVisible(), { timeout: POPUP_WAIT }).toBe(true)
    expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(600)
    await page.mouse.click(8, 8)
    await expect.poll(() => popup.count()).toBe(0)
    await context.close()
  })
})

describe('popular causes', () => {
  it('shows the first 6 causes, each linking to its slug, with a bar that is raised / goal', async () => {
    const { context, page } = await openHome()
    const region = await readyCarousel(page, 'Cause cards')
    const cards = region.locator('.swiper-slide')
    expect(await cards.count()).toBe(6)
    for (const cause of causes.slice(0, 6)) {
      const card = region.locator('.swiper-slide', { hasText: cause.title })
      const title = card.getByRole('link', { name: cause.title, exact: true })
      expect(await title.getAttribute('href')).toBe(`/cause-single/${cause.slug}`)
      expect(await card.innerText()).toContain(
        `${formatCents(cause.raisedCents)} raised of ${formatCents(cause.goalCents)}`,
      )
      expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
        String(Math.round((cause.raisedCents / cause.goalCents) * 100)),
      )
    }
    await context.close()
  })
})

describe('carousel images', () => {
  it.each(['Cause cards', 'Event cards'])(
    '%s: every slide has its image by the time the carousel is in view',
    async (name) => {
      const { context, page } = await openHome()
      const region = carousel(page, name)
      // Near, not yet in: the images are fetched before the cards scroll in, not as they do.
      await region.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 200),
      )
      await expect
        .poll(
          () =>
            region
              .locator('.swiper-slide img')
              .evaluateAll((images) =>
                (images as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0),
              ),
          { timeout: 5000 },
        )
        .toBe(true)
      await context.close()
    },
  )
})

describe('the hero', () => {
  it('keeps its pause control secondary to Donate Now, and labelled', async () => {
    const { context, page } = await openHome({ viewport: PHONE })
    const hero = page.locator('[data-home-section="hero"]')
    const pause = hero.getByRole('button', { name: /text animation/ })
    const donate = hero.locator('.hero__actions').getByRole('link', { name: 'Donate Now' })
    const [p, d] = [await pause.boundingBox(), await donate.boundingBox()]
    expect(p && d).toBeTruthy()
    if (p && d) expect(p.width * p.height).toBeLessThan(d.width * d.height * 0.75)
    expect(await pause.evaluate((b) => getComputedStyle(b).borderStyle)).toBe('none')
    // Every Donate button in the hero looks the same.
    const classes = await hero
      .getByRole('link', { name: 'Donate Now' })
      .evaluateAll((links) => links.map((l) => l.classList.contains('btn--accent')))
    expect(classes.every(Boolean)).toBe(true)
    await context.close()
  })
})

describe('sliders', () => {
  /** Opens /, brings in the causes carousel and waits for it to move on by itself. */
  async function causesAfterAutoplayMove() {
    const { context, page } = await openHome()
    const region = await readyCarousel(page, 'Cause cards')
    // Keep the pointer off the slides, which would pause it by itself.
    await page.mouse.move(1, 1)
    const first = await activeSlide(region)
    await expect.poll(() => activeSlide(region), { timeout: 6000 }).not.toBe(first)
    return { context, page, region }
  }

  it('autoplay runs, and the pause control stops it: the active slide does not change for 5 s', async () => {
    const { context, page, region } = await causesAfterAutoplayMove()

    const toggle = region.getByRole('button', { name: 'Pause slides' })
    await toggle.click()
    await page.mouse.move(1, 1)
    expect(await region.getByRole('button', { name: 'Play slides' }).count()).toBe(1)
    const paused = await activeSlide(region)
    await page.waitForTimeout(5000)
    expect(await activeSlide(region)).toBe(paused)

    await region.getByRole('button', { name: 'Play slides' }).click()
    await page.mouse.move(1, 1)
    await expect.poll(() => activeSlide(region), { timeout: 6000 }).not.toBe(paused)
    await context.close()
  })

  it('moves by the arrows and by the Left/Right keys, and keeps hidden slides out of reach', async () => {
    const { context, page } = await openHome()
    const region = await readyCarousel(page, 'Testimonial cards')
    // Each move waits for the 1000 ms transition: a looping Swiper ignores input mid-slide.
    const expectActive = async (label: string) => {
      await expect.poll(() => activeSlide(region)).toBe(label)
      await page.waitForTimeout(1100)
    }
    await expectActive('1 of 6')
    await region.getByRole('button', { name: 'Next slide' }).click()
    await expectActive('2 of 6')
    await page.keyboard.press('ArrowRight')
    await expectActive('3 of 6')
    await page.keyboard.press('ArrowLeft')
    await expectActive('2 of 6')
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await expectActive('1 of 6')
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await expectActive('6 of 6')
    // At 1366 px three testimonials show; the other three are inert.
    await expect
      .poll(() => region.locator('.swiper-slide:not([inert])').count(), { timeout: 3000 })
      .toBe(3)
    await context.close()
  })

  it('asks for no animation frames between autoplay moves, so a still page stays idle', async () => {
    const { context, page } = await causesAfterAutoplayMove()
    await page.waitForTimeout(1500) // the move's own transition
    const frames = await page.evaluate(async () => {
      let count = 0
      const request = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => {
        count++
        return request(callback)
      }
      await new Promise((resolve) => setTimeout(resolve, 2000))
      return count
    })
    // Swiper's Autoplay module asked for one at every frame while it played: 184 in these 2 s.
    expect(frames).toBeLessThan(10)
    await context.close()
  })

  it('pauses while keyboard focus is on the slides', async () => {
    const { context, page } = await openHome()
    const region = await readyCarousel(page, 'Event cards')
    await page.mouse.move(1, 1)
    await region.locator('.swiper-slide-active a').first().focus()
    const focused = await activeSlide(region)
    await page.waitForTimeout(4500)
    expect(await activeSlide(region)).toBe(focused)
    await context.close()
  })
})

describe('typing text and reduced motion', () => {
  const headline = (page: Page) => page.locator('.hero__headline .typing__text')

  it('types the headline letter by letter, and screen readers get the whole text once', async () => {
    const { context, page } = await openHome()
    expect(await headline(page).innerText()).toBe('Food Donation')
    await expect.poll(() => headline(page).innerText(), { timeout: 5000 }).not.toBe('Food Donation')
    expect(await page.locator('.hero__headline').ariaSnapshot()).toBe(
      `- paragraph: ${headlineTyping.spoken}`,
    )
    await context.close()
  })

  it('with reduced motion emulated, shows a whole phrase and nothing moves by itself', async () => {
    const { context, page } = await openHome({ reducedMotion: 'reduce' })
    for (let i = 0; i < 8; i++) {
      expect(headlineTyping.phrases).toContain(await headline(page).innerText())
      await page.waitForTimeout(500)
    }
    expect(await page.getByRole('button', { name: 'Play text animation' }).count()).toBe(1)
    const region = await readyCarousel(page, 'Event cards')
    await page.mouse.move(1, 1)
    const first = await activeSlide(region)
    await page.waitForTimeout(4000)
    expect(await activeSlide(region)).toBe(first)
    await context.close()
  })
})

describe('fun facts', () => {
  it('count up when scrolled into view and end on the real numbers', async () => {
    const { context, page } = await openHome()
    const numbers = page.locator('.fact__number')
    await expect.poll(() => numbers.allInnerTexts()).toEqual(['0', '0', '0', '0'])
    await page.locator('[data-home-section="fun-facts"]').scrollIntoViewIfNeeded()
    await expect
      .poll(() => numbers.allInnerTexts(), { timeout: 5000 })
      .toEqual(funFacts.map((fact) => formatCount(fact.value)))
    expect(await page.locator('.facts').innerText()).toMatch(/25\+\s*Volunteers/)
    await context.close()
  })
})

describe('stability and accessibility', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('nothing shifts while / loads, hydrates and starts its sliders (%s)', async (_n, viewport) => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    await context.addInitScript((key) => {
      window.sessionStorage.setItem(key, '1')
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    }, PROMO_SEEN_KEY)
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await waitForHydration(page)
    // The hero loads Swiper for its first autoplay step, 6 s after hydration.
    await expect
      .poll(() => carousel(page, 'Highlights').getAttribute('data-ready'), { timeout: 10_000 })
      .toBe('true')
    await page.waitForTimeout(1500)
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    expect(cls).toBeLessThan(0.05)
    await context.close()
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'each carousel below the fold is laid out as Swiper will lay it out (%s)',
    async (_n, viewport) => {
      const { context, page } = await openHome({ viewport })
      const measure = (region: Locator) =>
        region.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const viewportBox = el.querySelector('.slider__viewport')?.getBoundingClientRect()
          const first = el
            .querySelector('.swiper-slide[aria-label^="1 of"]')
            ?.getBoundingClientRect()
          return {
            overflow: (viewportBox?.width ?? 0) - box.width,
            left: Math.round((first?.left ?? 0) - box.left),
            width: Math.round(first?.width ?? 0),
            height: Math.round(box.height),
          }
        })
      const names = ['Testimonial cards', 'Cause cards', 'Feedback quotes', 'Event cards']
      const before = new Map<string, Awaited<ReturnType<typeof measure>>>()
      for (const name of names) {
        const region = carousel(page, name)
        expect(await region.getAttribute('data-ready'), name).toBe('false')
        before.set(name, await measure(region))
        expect(before.get(name)?.overflow, name).toBeLessThanOrEqual(0)
      }
      for (const name of names) {
        const after = await measure(await readyCarousel(page, name))
        const was = before.get(name)
        expect(Math.abs(after.left - (was?.left ?? 0)), name).toBeLessThanOrEqual(1)
        expect(Math.abs(after.width - (was?.width ?? 0)), name).toBeLessThanOrEqual(1)
        expect(Math.abs(after.height - (was?.height ?? 0)), name).toBeLessThanOrEqual(1)
      }
      await context.close()
    },
  )

  /**
   * Waits for the entrance animations (the hero rising, fades, the popup's) to end: axe measures
   * contrast from the colours as painted, and text half-way through fading in reads as too faint.
   */
  const animationsSettled = (page: Page) =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('axe finds no serious or critical violation on / (%s)', async (_n, viewport) => {
    const { context, page } = await openHome({ viewport })
    await scrollThrough(page)
    await animationsSettled(page)
    expect(await seriousAxeViolations(page)).toEqual([])
    await context.close()
  })

  it('axe finds none with the popup open either', async () => {
    const { context, page } = await openHome({ viewport: PHONE, popupSeen: false })
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Sunday packing sessions' }).isVisible(), {
        timeout: POPUP_WAIT,
      })
      .toBe(true)
    await animationsSettled(page)
    expect(await seriousAxeViolations(page)).toEqual([])
    await context.close()
  })
})
