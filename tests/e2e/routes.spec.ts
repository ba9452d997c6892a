import { waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// Every route's one heading, and the unknown addresses' status, title and noindex, are read from the
// built HTML and the server in tests/html/routes.test.ts; that every page hydrates without an error
// is prerender.spec.ts's loop. Here, what needs a browser: the not-found page rendered at an address
// it was not built for, and a page whose code fails to download.

test.use({ serviceWorkers: 'block' })

test.describe('unknown addresses', () => {
  for (const [path, heading] of [
    ['/blog-single/no-such-post', 'Oops! Page Not Found!'],
    ['/es/no-such-page', '¡Uy! No encontramos esta página'],
  ] as const) {
    test(`${path} renders the not-found page without hydration errors or a blank frame`, async ({
      page,
      pageErrors,
    }) => {
      // Counts animation frames, once the page is parsed, that show no page heading: the served
      // page must never be swapped for a blank one while the browser renders its own. It watches
      // until the app has marked the document hydrated and two more frames have been drawn, then
      // sets `done`.
      await page.addInitScript(() => {
        const blank = { frames: 0, done: false }
        Object.assign(window, { __blank: blank })
        let after = 0
        const tick = () => {
          const parsed = document.readyState !== 'loading'
          if (parsed && !document.querySelector('h1')) blank.frames++
          if (document.documentElement.dataset.hydrated === 'true') after++
          if (after < 3) requestAnimationFrame(tick)
          else blank.done = true
        }
        requestAnimationFrame(tick)
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText(heading, { useInnerText: true })
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
