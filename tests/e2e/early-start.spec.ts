import type { Page } from '@playwright/test'
import { waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'

const products = siteContent.products.en

// What a visitor sees and does before the app's JavaScript has arrived: the pages of their own
// data show their true first state from HTML, and a tap on a button is not lost.
const [cookbook] = products as [(typeof products)[number]]

test.use({ serviceWorkers: 'block' })

/** Holds back every script of the app until `release()`: the page is HTML and CSS only. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  // The last hold wins: an earlier one (never released) must not hold this page's scripts too.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const textOf = (page: Page, text: string) => page.getByText(text).first()

/** Opens a page without waiting for its load event, which the held scripts hold up. */
async function openHeld(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
}

test.describe('before the app has started', () => {
  test('a new visitor sees the empty cart pages from HTML alone; a tap on "Add to cart" is held and lands in the cart; with saved lines, the cart shows the loading block, never "empty"', async ({
    page,
    pageErrors,
  }) => {
    await test.step('a new visitor sees the empty cart, checkout and order pages from HTML alone', async () => {
      await holdAppScripts(page)
      await openHeld(page, '/cart')
      await expect(textOf(page, 'Your cart is empty.')).toBeVisible()
      await expect(page.locator('.loading-block').first()).not.toBeVisible()
      await openHeld(page, '/checkout')
      await expect(textOf(page, 'Your cart is empty.')).toBeVisible()
      await openHeld(page, '/order_received')
      await expect(textOf(page, 'There is no order to show yet.')).toBeVisible()
    })

    await test.step('a tap on "Add to cart" is held, shown as getting ready, and lands in the cart', async () => {
      const release = await holdAppScripts(page)
      await openHeld(page, '/shop')
      const add = page.getByRole('button', { name: `Add to cart: ${cookbook.title}` })
      await add.click()
      await expect(add).toHaveAttribute('data-getting-ready', '')
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')

      release()
      await waitForHydration(page)
      await expect(add).not.toHaveAttribute('data-getting-ready')
      await expect(
        page.locator('#notistack-snackbar', { hasText: 'Item Added to Cart' }).first(),
      ).toBeVisible()

      await page.goto('/cart')
      await waitForHydration(page)
      await expect(page.locator('.cart-table tbody tr', { hasText: cookbook.title })).toBeVisible()
    })

    await test.step('with that saved line, the cart shows the loading block, never "empty", then the line', async () => {
      const release = await holdAppScripts(page)
      await openHeld(page, '/cart')
      await expect(page.locator('.loading-block').first()).toBeVisible()
      await expect(textOf(page, 'Your cart is empty.')).not.toBeVisible()
      release()
      await expect(page.locator('.cart-table tbody tr', { hasText: cookbook.title })).toBeVisible()
      await expect(textOf(page, 'Your cart is empty.')).not.toBeVisible()
    })
    expect(pageErrors).toEqual([])
  })
})
