import type { BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { siteContent } from './support/site-content'

const funFacts = siteContent.funFacts.en

import { headlineKeys } from '../../src/features/home/hero-copy'
import { PROMO_SEEN_KEY } from '../../src/features/home/use-promo-popup'
import { groupDigits } from '../../src/lib/digits'
import { en } from '../../src/lib/i18n/catalogs/en'
import { builtAt } from './support/built-at'
import { DESKTOP, PHONE } from './support/chromium'
import { MAIN_ORDER } from './support/home-sections'
import {
  afterNextFrames,
  isHydrated,
  seriousAxeViolations,
  waitForFullHydration,
  waitForHydration,
} from './support/page-checks'
import { collectErrors, expect, test } from './support/test'

// What only a browser shows of the home page: hydration as the visitor scrolls, the popup, the
// sliders and timers, layout measured as drawn. What the built HTML of the home pages holds
// (sections in order per variant, links of the landing blocks, the causes' cards, the hero
// image's preload) is read in node: tests/html/home-layout.test.ts.
//
// Timers (autoplay, typing, count-up, "does not move for 5 s") run under Playwright's clock,
// installed before the page loads: it flows with real time, and `runFor` moves it on at once.

// The hero's typing headline in English, as the English page shows it.
const headlineTyping = {
  phrases: headlineKeys.phrases.map((key) => en[key]),
  spoken: en[headlineKeys.spoken],
}

/** The popup opens on load, once its chunk is in: generous for a busy CI machine. */
const POPUP_WAIT = 10_000

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

interface OpenOptions {
  path?: string
  viewport?: { width: number; height: number }
  reducedMotion?: 'reduce' | 'no-preference'
  /** Mark the popup as already seen this session, for tests about something else. */
  popupSeen?: boolean
  /** Install Playwright's clock before the page loads, for a test of the page's timers. */
  clock?: boolean
  /**
   * Start the page's clock at the build's moment (time then runs as usual), for a test of the
   * events: they stay upcoming as the HTML lists them. Not by default: Playwright's clock also
   * replaces `performance`, whose navigation entry the popup reads.
   */
  eventsAsBuilt?: boolean
}

/** Opens a home page (or `path`) in a context of its own, closed by the fixture after the test. */
async function openHome(
  openContext: OpenContext,
  {
    path = '/',
    viewport = DESKTOP,
    reducedMotion = 'no-preference',
    popupSeen = true,
    clock = false,
    eventsAsBuilt = false,
  }: OpenOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await openContext({ viewport, reducedMotion, serviceWorkers: 'block' })
  if (popupSeen) {
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY)
  }
  const page = await context.newPage()
  const errors = collectErrors(page)
  // The page's clock is the build's moment, so its events are upcoming as the HTML has them.
  if (clock) await page.clock.install({ time: builtAt })
  else if (eventsAsBuilt) await page.clock.setSystemTime(builtAt)
  await page.goto(path)
  await waitForHydration(page)
  return { page, errors }
}

function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true })
}

/** Brings a carousel into view and waits until Swiper has taken it over. */
async function readyCarousel(page: Page, name: string): Promise<Locator> {
  const region = carousel(page, name)
  await region.scrollIntoViewIfNeeded()
  await expect(region).toHaveAttribute('data-ready', 'true')
  return region
}

function activeSlide(region: Locator): Promise<string | null> {
  return region.locator('.swiper-slide-active').getAttribute('aria-label')
}

/** What Swiper says of a carousel it has taken over (it keeps itself on its element). */
function swiperState(region: Locator): Promise<{ animating: boolean; index: number } | null> {
  return region.locator('.swiper').evaluate((element) => {
    const swiper = (element as { swiper?: { animating: boolean; realIndex: number } }).swiper
    return swiper ? { animating: swiper.animating, index: swiper.realIndex } : null
  })
}

/** Waits for the carousel's current move to end: a looping Swiper ignores input mid-slide. */
async function moveEnded(region: Locator): Promise<void> {
  await expect.poll(async () => (await swiperState(region))?.animating).toBe(false)
}

/** Scrolls to the bottom so every fade-in and counter has run. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    // The observers that start entrances and hydrate sections report this position.
    await afterNextFrames(page)
  }
  // Every entrance has been set off, and every counter has reached its number.
  await expect(page.locator('.fade-in--waiting')).toHaveCount(0)
  await expect(page.locator('.fact__number')).toHaveText(
    funFacts.map((fact) => groupDigits(fact.value)),
  )
}

/**
 * Records whether the popup's code is ever requested: the popup's only way to open is to fetch
 * its chunk, which the page asks for as soon as it has decided to show it (on load, or at once
 * if the page has loaded already). Once the page is hydrated, loaded and has rendered a frame
 * or two, a popup that was going to open has asked for it.
 */
function watchPopupChunk(page: Page): { requested: () => boolean } {
  let requested = false
  page.on('request', (request) => {
    if (/\/assets\/PromoPopup-[\w-]+\.js$/.test(request.url())) requested = true
  })
  return { requested: () => requested }
}

/** Hydrated, loaded, the popup's effect run: from here on a popup that did not ask never opens. */
async function popupDecided(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.waitForLoadState('load')
  await afterNextFrames(page)
}

const sectionsChunk = (url: string) => /\/assets\/HomeSections-[\w-]+\.js$/.test(url)

test.describe('hydration of the sections below the hero', () => {
  test('on a phone: hydrated only as the visitor nears them, every section kept in order', async ({
    openContext,
  }) => {
    const context = await openContext({ viewport: PHONE, serviceWorkers: 'block' })
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY)
    const page = await context.newPage()
    const errors = collectErrors(page)
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.clock.install({ time: builtAt })
    await page.goto('/')
    await waitForHydration(page)
    const hero = page.locator('[data-home-section="hero"]')
    const mission = page.locator('[data-home-section="mission"]')

    await test.step('the hero keeps its pause control secondary to Donate Now, and labelled', async () => {
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
    })

    await test.step('below the fold, nothing hydrates nor is fetched while the visitor stays at the top', async () => {
      // Two seconds of the page's own time (timers, idle callbacks) for them to (wrongly) start.
      await page.clock.runFor(2000)
      await afterNextFrames(page)
      expect(await isHydrated(hero)).toBe(true)
      // Below the fold, the prerendered HTML stays as it is, and its code is not even fetched.
      expect(await isHydrated(mission)).toBe(false)
      expect(requested.filter(sectionsChunk)).toEqual([])
      expect(await mission.getByRole('heading').first().isVisible()).toBe(true)
    })

    await test.step('near them, they hydrate and work', async () => {
      await page.evaluate(() => window.scrollBy(0, 400))
      await expect.poll(() => isHydrated(mission), { timeout: 5000 }).toBe(true)
      expect(requested.filter(sectionsChunk)).toHaveLength(1)
      // A carousel further down now runs: Swiper takes it over as it comes into view.
      await readyCarousel(page, 'Cause cards')
    })

    await test.step('hydrated, the page keeps the header, every section in order, then the footer', async () => {
      await waitForFullHydration(page)
      const order = await page
        .locator('[data-home-section]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.homeSection))
      expect(order).toEqual(MAIN_ORDER)
      const sequence = await page.evaluate(() => {
        const header = document.querySelector('header.site-header')
        const first = document.querySelector('[data-home-section="hero"]')
        const grid = document.querySelector('[data-home-section="photo-grid"]')
        const footer = document.querySelector('footer')
        const precedes = (a: Node | null, b: Node | null) =>
          !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        return precedes(header, first) && precedes(grid, footer)
      })
      expect(sequence).toBe(true)
      expect(await page.locator('h1').allInnerTexts()).toEqual(["Don't turn away, Give today!"])
    })

    expect(errors).toEqual([])
  })

  test('after a client navigation back to /, renders them at once, and the popup does not interrupt', async ({
    openContext,
    baseURL,
  }) => {
    // A visitor already browsing the site who comes to the home page: no popup, first visit or not.
    const { page } = await openHome(openContext, {
      viewport: PHONE,
      path: '/about',
      popupSeen: false,
    })
    const popupChunk = watchPopupChunk(page)
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })
    await page.locator('header a.brand').click()
    await page.waitForURL(`${baseURL}/`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    const mission = page.locator('[data-home-section="mission"]')
    await expect.poll(() => isHydrated(mission)).toBe(true)
    expect(await page.locator('[data-home-section]').count()).toBe(MAIN_ORDER.length)
    await popupDecided(page)
    expect(popupChunk.requested()).toBe(false)
    expect(await page.getByRole('dialog', { name: 'Sunday packing sessions' }).count()).toBe(0)
  })

  // A page load of / of its own: reached by a client navigation, the history entry is another
  // case (the scroll is then the router's to restore, not the browser's).
  test('a return to / from an event lands on the section the visitor left', async ({
    openContext,
    baseURL,
  }) => {
    const { page } = await openHome(openContext, { viewport: PHONE, eventsAsBuilt: true })
    // Events is mid-page, below a dozen sections that may not have been drawn again by then.
    const section = page.locator('[data-home-section="events"]')
    const title = section.locator('.entity-card__title a').first()
    await title.scrollIntoViewIfNeeded()
    await expect.poll(() => isHydrated(section)).toBe(true)
    // The first event still to come, which the carousel shows first.
    const href = await title.getAttribute('href')
    await title.click()
    await page.waitForURL(`${baseURL}${href}`)
    await page.goBack()
    await page.waitForURL(`${baseURL}/`)
    await expect(section.locator('.entity-card__title a').first()).toBeInViewport()
  })
})

test.describe('promotional popup', () => {
  const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Sunday packing sessions' })

  test('on a phone: opens as a modal, axe finds nothing serious in it, focus is trapped, Escape closes it, and it stays closed on reload', async ({
    openContext,
  }) => {
    const { page, errors } = await openHome(openContext, { viewport: PHONE, popupSeen: false })
    const popup = popupOf(page)
    await expect.poll(() => popup.isVisible(), { timeout: POPUP_WAIT }).toBe(true)
    expect(await popup.getAttribute('aria-modal')).toBe('true')
    expect(await popup.getByRole('img', { name: /Sunday at 3pm/ }).count()).toBe(1)
    const box = await popup.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(PHONE.width * 0.9 + 1)
    expect(box?.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1)
    await test.step('axe, with the popup open', async () => {
      expect(await seriousAxeViolations(page)).toEqual([])
    })
    for (let i = 0; i < 4; i++) {
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => popup.count()).toBe(0)
    await test.step('stays closed on reload', async () => {
      const popupChunk = watchPopupChunk(page)
      await page.reload()
      await popupDecided(page)
      expect(popupChunk.requested()).toBe(false)
      expect(await popup.count()).toBe(0)
    })
    expect(errors).toEqual([])
  })

  test('closes with the X button, with a click on the backdrop, and by its one link; /home-2 and /home-3 never open it', async ({
    openContext,
    baseURL,
  }) => {
    // One visitor, a tab each: every tab is a new session, so the popup opens in each.
    const context = await openContext({ viewport: DESKTOP, serviceWorkers: 'block' })
    const openPopup = async (): Promise<{ page: Page; popup: Locator }> => {
      const page = await context.newPage()
      await page.goto('/')
      await waitForHydration(page)
      const popup = popupOf(page)
      await expect.poll(() => popup.isVisible(), { timeout: POPUP_WAIT }).toBe(true)
      return { page, popup }
    }

    await test.step('the X button closes it and gives focus back', async () => {
      const { page, popup } = await openPopup()
      await popup.getByRole('button', { name: 'Close' }).click()
      await expect.poll(() => popup.count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.closest('.dialog'))).toBeNull()
      await page.close()
    })

    await test.step('a click on the dark backdrop closes it; it is at most 600 px wide', async () => {
      const { page, popup } = await openPopup()
      expect((await popup.boundingBox())?.width).toBeLessThanOrEqual(600)
      await page.mouse.click(8, 8)
      await expect.poll(() => popup.count()).toBe(0)
      await page.close()
    })

    await test.step('it offers one thing to do besides closing: join a Sunday session', async () => {
      const { page, popup } = await openPopup()
      const links = popup.getByRole('link')
      expect(await links.allInnerTexts()).toEqual(['Join a Sunday session'])
      await links.first().click()
      await page.waitForURL(`${baseURL}/events`)
      await expect.poll(() => popup.count()).toBe(0)
      await page.close()
    })

    for (const path of ['/home-2', '/home-3']) {
      await test.step(`${path} does not open it, even on a first visit`, async () => {
        const page = await context.newPage()
        const popupChunk = watchPopupChunk(page)
        await page.goto(path)
        await popupDecided(page)
        expect(popupChunk.requested()).toBe(false)
        expect(await popupOf(page).count()).toBe(0)
        await page.close()
      })
    }
  })
})

test.describe('carousels', () => {
  test('images arrive before the carousels are in view; autoplay, pause, focus, arrows and keys move them as they should', async ({
    openContext,
  }) => {
    const { page } = await openHome(openContext, { clock: true })

    for (const name of ['Cause cards', 'Event cards']) {
      await test.step(`${name}: every slide has its image by the time the carousel is in view`, async () => {
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
      })
    }

    const causes = await readyCarousel(page, 'Cause cards')
    // Keep the pointer off the slides, which would pause it by itself.
    await page.mouse.move(1, 1)

    await test.step('autoplay moves it, and asks for no animation frames between moves', async () => {
      const first = await activeSlide(causes)
      await page.clock.runFor(3000)
      await expect.poll(() => activeSlide(causes)).not.toBe(first)
      // The move's own transition asks for frames: count from its end to the next move.
      await moveEnded(causes)
      await causes.locator('.swiper').evaluate((element) => {
        const w = window as unknown as { framesBetweenMoves?: number }
        let count = 0
        const request = window.requestAnimationFrame.bind(window)
        window.requestAnimationFrame = (callback) => {
          count++
          return request(callback)
        }
        const swiper = (
          element as unknown as { swiper: { once: (e: string, f: () => void) => void } }
        ).swiper
        swiper.once('slideChange', () => {
          w.framesBetweenMoves = count
        })
      })
      // The 3 s between moves, in the page's time: frames asked for in them run as it passes.
      await page.clock.runFor(3000)
      const frames = await page
        .waitForFunction(
          () => (window as unknown as { framesBetweenMoves?: number }).framesBetweenMoves,
        )
        .then((handle) => handle.jsonValue())
      // Swiper's Autoplay module asked for one at every frame while it played: 184 in 3 s.
      expect(frames).toBeLessThan(10)
      await moveEnded(causes)
    })

    await test.step('the pause control stops it: the active slide does not change for 5 s; Play restarts it', async () => {
      await causes.getByRole('button', { name: 'Pause slides' }).click()
      await page.mouse.move(1, 1)
      await expect(causes.getByRole('button', { name: 'Play slides' })).toHaveCount(1)
      await moveEnded(causes)
      const paused = await activeSlide(causes)
      // Autoplay moves every 3 s: 5 s of the page's time would have moved it at least once.
      await page.clock.runFor(5000)
      await afterNextFrames(page)
      expect(await activeSlide(causes)).toBe(paused)

      await causes.getByRole('button', { name: 'Play slides' }).click()
      await page.mouse.move(1, 1)
      await page.clock.runFor(3000)
      await expect.poll(() => activeSlide(causes)).not.toBe(paused)
    })

    await test.step('it pauses while keyboard focus is on the slides', async () => {
      const region = await readyCarousel(page, 'Event cards')
      await page.mouse.move(1, 1)
      await moveEnded(region)
      await region.locator('.swiper-slide-active a').first().focus()
      await afterNextFrames(page)
      const focused = await activeSlide(region)
      // Longer than the 3 s autoplay delay, in the page's time.
      await page.clock.runFor(4500)
      await afterNextFrames(page)
      expect(await activeSlide(region)).toBe(focused)
    })

    await test.step('the arrows and the Left/Right keys move it; hidden slides are out of reach', async () => {
      const region = await readyCarousel(page, 'Testimonial cards')
      // Each move waits for the 1000 ms transition to end: a looping Swiper ignores input mid-slide.
      const expectActive = async (label: string) => {
        await expect.poll(() => activeSlide(region)).toBe(label)
        await moveEnded(region)
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
      await expect(region.locator('.swiper-slide:not([inert])')).toHaveCount(3, { timeout: 3000 })
    })
  })
})

test.describe('typing text, counters and reduced motion', () => {
  const headline = (page: Page) => page.locator('.hero__headline .typing__text')

  test('types the headline letter by letter, screen readers get the whole text once; the fun facts count up in view', async ({
    openContext,
  }) => {
    const { page } = await openHome(openContext, { clock: true })
    // It starts as the whole first phrase (the prerendered HTML: tests/html/home-layout.test.ts),
    // then shows phrases partly typed (or deleted) as the page's time passes.
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        const text = await headline(page).innerText()
        return headlineTyping.phrases.some((phrase) => phrase !== text && phrase.startsWith(text))
      })
      .toBe(true)
    expect(await page.locator('.hero__headline').ariaSnapshot()).toBe(
      `- paragraph: ${headlineTyping.spoken}`,
    )

    await test.step('the fun facts count up when scrolled into view and end on the real numbers', async () => {
      const numbers = page.locator('.fact__number')
      await expect(numbers).toHaveText(['0', '0', '0', '0'])
      await page.locator('[data-home-section="fun-facts"]').scrollIntoViewIfNeeded()
      await expect
        .poll(async () => {
          await page.clock.runFor(500)
          return numbers.allInnerTexts()
        })
        .toEqual(funFacts.map((fact) => groupDigits(fact.value)))
      expect(await page.locator('.facts').innerText()).toMatch(/25\+\s*Volunteers/)
    })
  })

  test('with reduced motion emulated, shows a whole phrase and nothing moves by itself', async ({
    openContext,
  }) => {
    const { page } = await openHome(openContext, { reducedMotion: 'reduce', clock: true })
    // The headline must NEVER show a partly typed phrase: sampled every 500 ms of the page's time
    // for 4 s (typing would change it several times a second).
    for (let i = 0; i < 8; i++) {
      expect(headlineTyping.phrases).toContain(await headline(page).innerText())
      await page.clock.runFor(500)
    }
    await expect(page.getByRole('button', { name: 'Play text animation' })).toHaveCount(1)
    const region = await readyCarousel(page, 'Event cards')
    await page.mouse.move(1, 1)
    const first = await activeSlide(region)
    // Longer than its 3 s autoplay delay, in the page's time.
    await page.clock.runFor(4000)
    await afterNextFrames(page)
    expect(await activeSlide(region)).toBe(first)
  })
})

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`layout of / (${name}): nothing shifts while it loads and starts its hero slider; carousels below keep their place when Swiper takes them over`, async ({
    openContext,
  }) => {
    const context = await openContext({ viewport, serviceWorkers: 'block' })
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
    await page.clock.install({ time: builtAt })
    await page.goto('/')
    await waitForHydration(page)

    // Each carousel below the fold, as laid out before Swiper takes it over.
    const measure = (region: Locator) =>
      region.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const viewportBox = el.querySelector('.slider__viewport')?.getBoundingClientRect()
        const first = el.querySelector('.swiper-slide[aria-label^="1 of"]')?.getBoundingClientRect()
        return {
          overflow: (viewportBox?.width ?? 0) - box.width,
          left: Math.round((first?.left ?? 0) - box.left),
          width: Math.round(first?.width ?? 0),
          height: Math.round(box.height),
        }
      })
    const names = ['Testimonial cards', 'Cause cards', 'Feedback quotes', 'Event cards']
    const before = new Map<string, Awaited<ReturnType<typeof measure>>>()
    for (const carouselName of names) {
      const region = carousel(page, carouselName)
      expect(await region.getAttribute('data-ready'), carouselName).toBe('false')
      before.set(carouselName, await measure(region))
      expect(before.get(carouselName)?.overflow, carouselName).toBeLessThanOrEqual(0)
    }

    await test.step('nothing shifts while / loads, hydrates and starts its hero slider', async () => {
      // The hero loads Swiper for its first autoplay step, 6 s after hydration, and moves on:
      // the window watched runs to the end of that first move.
      await page.clock.runFor(6000)
      const hero = carousel(page, 'Highlights')
      await expect(hero).toHaveAttribute('data-ready', 'true', { timeout: 10_000 })
      await expect.poll(async () => (await swiperState(hero))?.index ?? 0).toBeGreaterThan(0)
      await moveEnded(hero)
      // Layout shifts are reported after the frame that painted them.
      await afterNextFrames(page)
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      expect(cls).toBeLessThan(0.05)
    })

    await test.step('each carousel below the fold is laid out as Swiper will lay it out', async () => {
      for (const carouselName of names) {
        const after = await measure(await readyCarousel(page, carouselName))
        const was = before.get(carouselName)
        expect(Math.abs(after.left - (was?.left ?? 0)), carouselName).toBeLessThanOrEqual(1)
        expect(Math.abs(after.width - (was?.width ?? 0)), carouselName).toBeLessThanOrEqual(1)
        expect(Math.abs(after.height - (was?.height ?? 0)), carouselName).toBeLessThanOrEqual(1)
      }
    })
  })

  test(`stand-in heights of / (${name}) within 15% of the real ones; axe, every section drawn and every carousel running`, async ({
    openContext,
  }) => {
    // No clock here: the scroll-through waits for real frames, in which the browser reports
    // what came into view.
    const { page } = await openHome(openContext, { viewport })
    await test.step("each section's stand-in height is within 15% of its real height", async () => {
      // Until drawn, a section below the hero takes its estimated height (home-sections.css).
      // Estimates far off make the scrollbar jump as sections are drawn, and make a return to /
      // land beside where the visitor left: update them when a section's content changes.
      await scrollThrough(page)
      const sections = await page
        .locator('.home > [data-home-section]:not([data-home-section="hero"])')
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const style = getComputedStyle(node)
            return {
              name: (node as HTMLElement).dataset.homeSection,
              contentVisibility: style.contentVisibility,
              estimate: Number.parseFloat(style.containIntrinsicBlockSize.replace('auto ', '')),
              real: node.getBoundingClientRect().height,
            }
          }),
        )
      // Every section but the hero and the feature tiles (which sit inside the mission section).
      expect(sections).toHaveLength(MAIN_ORDER.length - 2)
      for (const section of sections) {
        expect(section.contentVisibility, section.name).toBe('auto')
        expect(Math.abs(section.estimate - section.real) / section.real, section.name).toBeLessThan(
          0.15,
        )
      }
    })

    await test.step('axe, every section drawn and every carousel running', async () => {
      expect(await seriousAxeViolations(page)).toEqual([])
    })
  })
}
