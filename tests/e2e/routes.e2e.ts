import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { causes } from '../../src/content/causes'
import { events } from '../../src/content/events'
import { posts } from '../../src/content/posts'
import { products } from '../../src/content/products'
import { team } from '../../src/content/team'
import { DESKTOP, launchBrowser, PHONE, waitForHydration, watchErrors } from './support/browser'

const baseURL = inject('baseURL')

/** Every route and the heading a visitor sees on it (slug routes: a sample slug). */
const routes: [path: string, heading: string | RegExp][] = [
  ['/', "Don't turn away, Give today!"],
  ['/home', "Don't turn away, Give today!"],
  ['/home-2', "Don't turn away, Give today!"],
  ['/home-3', "Don't turn away, Give today!"],
  ['/about', 'About Us'],
  ['/impact', 'Impact'],
  ['/testimonials', 'Testimonials'],
  ['/causes', 'Causes'],
  [`/cause-single/${causes[0]?.slug}`, /.+/],
  ['/team', 'Team'],
  [`/team-single/${team[0]?.slug}`, /.+/],
  ['/events', 'Events'],
  [`/event-single/${events[0]?.slug}`, /.+/],
  ['/shop', 'Gallery'],
  [`/product-single/${products[0]?.slug}`, products[0]?.title ?? ''],
  ['/cart', 'Cart'],
  ['/checkout', 'Checkout'],
  ['/order_received', /Order received|Thank You For Your Order!/],
  ['/blog', 'Blog'],
  ['/blog-left-sidebar', 'Blog'],
  ['/blog-fullwidth', 'Blog'],
  [`/blog-single/${posts[0]?.slug}`, /.+/],
  [`/blog-single-left-sidebar/${posts[0]?.slug}`, /.+/],
  [`/blog-single-fullwidth/${posts[0]?.slug}`, /.+/],
  ['/donate', /Donate|Support Our Community/],
  ['/contact', 'Contact Us'],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('every route at %s size', (_name, viewport) => {
  it('renders its own page heading without console errors', async () => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    for (const [path, heading] of routes) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(200)
      const h1 = page.locator('h1')
      await expect.poll(() => h1.count(), { message: path }).toBe(1)
      const text = (await h1.innerText()).trim()
      if (typeof heading === 'string') expect(text, path).toBe(heading)
      else expect(text, path).toMatch(heading)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('unknown addresses', () => {
  it.each([
    '/no-such-page',
    '/404',
    '/_not-found',
    '/blog-single/no-such-post',
    '/blog-single-left-sidebar/no-such-post',
    '/blog-single-fullwidth/no-such-post',
    '/cause-single/nope',
    '/team-single/nope',
    '/event-single/nope',
    '/product-single/nope',
  ])('%s answers 404 with the not-found page, rendered without hydration errors', async (path) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    // Counts animation frames, once the page is parsed, that show no page heading: the served page
    // must never be swapped for a blank one while the browser renders its own.
    await page.addInitScript(() => {
      const blank = { frames: 0 }
      Object.assign(window, { __blank: blank })
      const started = performance.now()
      const tick = () => {
        const parsed = document.readyState !== 'loading'
        if (parsed && !document.querySelector('h1')) blank.frames++
        if (performance.now() - started < 2000) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    const response = await page.goto(`${baseURL}${path}`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.locator('h1').innerText()).toBe('Oops! Page Not Found!')
    await expect
      .poll(() =>
        page.getByText("We're sorry but we can't seem to find the page you requested.").count(),
      )
      .toBe(1)
    expect(await page.locator('main a[href="/home"]').count()).toBeGreaterThan(0)
    await expect.poll(() => page.title()).toBe('Page not found | Harvest Share Collective')
    // The page is served at an address it was not rendered for: it must be rendered afresh, not
    // hydrated (which fails with React #418 once the client matches the slug's route).
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
    const blank = await page.evaluate(
      () => (window as unknown as { __blank: { frames: number } }).__blank.frames,
    )
    expect(blank, 'frames with no heading').toBe(0)
    await context.close()
  })

  it('a client-side navigation to an unknown slug shows the 404 page inside the layout', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/about`)
    await page.waitForFunction(() => document.querySelector('main') !== null)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/team-single/nobody')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect.poll(() => page.locator('h1').innerText()).toBe('Oops! Page Not Found!')
    expect(await page.locator('header nav[aria-label="Main"]').count()).toBe(1)
    await context.close()
  })
})

describe('a page whose code fails to download', () => {
  it('offers a reload instead of breaking, and the reload brings the page', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/about`)
    await waitForHydration(page)
    // The connection drops (or a deploy replaced the files): no more script downloads.
    const blockScripts = (route: { abort: () => Promise<void> }) => route.abort()
    await page.route('**/assets/*.js', blockScripts)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/event-single/Sunday-Packing-Session')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect.poll(() => page.locator('h1').innerText()).toBe("This page didn't finish loading")
    expect(await page.locator('header nav[aria-label="Main"]').count()).toBe(1)
    await page.unroute('**/assets/*.js', blockScripts)
    await page.getByRole('button', { name: 'Reload the page' }).click()
    await waitForHydration(page)
    expect(page.url()).toBe(`${baseURL}/event-single/Sunday-Packing-Session`)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('h1').innerText()).not.toBe("This page didn't finish loading")
    await context.close()
  })
})
