import { causes } from '../../src/content/causes'
import { events } from '../../src/content/events'
import { posts } from '../../src/content/posts'
import { products } from '../../src/content/products'
import { team } from '../../src/content/team'
import { DESKTOP, PHONE } from './support/chromium'
import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

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

test.use({ serviceWorkers: 'block' })

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`every route at ${name} size`, () => {
    test.use({ viewport })

    test('renders its own page heading without console errors', async ({ page, pageErrors }) => {
      for (const [path, heading] of routes) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        const h1 = page.locator('h1')
        await expect(h1, path).toHaveCount(1)
        await expect(h1, path).toHaveText(heading, { useInnerText: true })
      }
      expect(pageErrors).toEqual([])
    })
  })
}

test.describe('unknown addresses', () => {
  for (const path of [
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
  ]) {
    test(`${path} answers 404 with the not-found page, rendered without hydration errors`, async ({
      page,
      pageErrors,
    }) => {
      // Counts animation frames, once the page is parsed, that show no page heading: the served
      // page must never be swapped for a blank one while the browser renders its own. It watches
      // the first 2 s of the page, then sets `done`.
      await page.addInitScript(() => {
        const blank = { frames: 0, done: false }
        Object.assign(window, { __blank: blank })
        const started = performance.now()
        const tick = () => {
          const parsed = document.readyState !== 'loading'
          if (parsed && !document.querySelector('h1')) blank.frames++
          if (performance.now() - started < 2000) requestAnimationFrame(tick)
          else blank.done = true
        }
        requestAnimationFrame(tick)
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText('Oops! Page Not Found!', { useInnerText: true })
      await expect(
        page.getByText("We're sorry but we can't seem to find the page you requested."),
      ).toHaveCount(1)
      expect(await page.locator('main a[href="/home"]').count()).toBeGreaterThan(0)
      await expect(page).toHaveTitle('Page not found | Harvest Share Collective')
      // The page is served at an address it was not rendered for: it must be rendered afresh, not
      // hydrated (which fails with React #418 once the client matches the slug's route). React
      // reports such an error before the app marks the document as hydrated.
      await waitForHydration(page)
      await page.waitForFunction(
        () => (window as unknown as { __blank: { done: boolean } }).__blank.done,
      )
      expect(pageErrors.filter((error) => !error.includes('status of 404'))).toEqual([])
      const blank = await page.evaluate(
        () => (window as unknown as { __blank: { frames: number } }).__blank.frames,
      )
      expect(blank, 'frames with no heading').toBe(0)
    })
  }

  test('a client-side navigation to an unknown slug shows the 404 page inside the layout', async ({
    page,
  }) => {
    await page.goto('/about')
    await page.waitForFunction(() => document.querySelector('main') !== null)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/team-single/nobody')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.locator('h1')).toHaveText('Oops! Page Not Found!', { useInnerText: true })
    await expect(page.locator('header nav[aria-label="Main"]')).toHaveCount(1)
  })
})

test.describe('a page whose code fails to download', () => {
  test('offers a reload instead of breaking, and the reload brings the page', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/about')
    await waitForHydration(page)
    // The connection drops (or a deploy replaced the files): no more script downloads.
    const blockScripts = (route: { abort: () => Promise<void> }) => route.abort()
    await page.route('**/assets/*.js', blockScripts)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/event-single/Sunday-Packing-Session')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.locator('h1')).toHaveText("This page didn't finish loading", {
      useInnerText: true,
    })
    await expect(page.locator('header nav[aria-label="Main"]')).toHaveCount(1)
    await page.unroute('**/assets/*.js', blockScripts)
    await page.getByRole('button', { name: 'Reload the page' }).click()
    await waitForHydration(page)
    expect(page.url()).toBe(`${baseURL}/event-single/Sunday-Packing-Session`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).not.toHaveText("This page didn't finish loading")
  })
})
