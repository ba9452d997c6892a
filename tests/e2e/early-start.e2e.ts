import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { products } from '../../src/content/products'
import { launchBrowser, PHONE, waitForHydration, watchErrors } from './support/browser'

// What a visitor sees and does before the app's JavaScript has arrived: the pages of their own
// data show their true first state from HTML, and a tap on a button is not lost.
const baseURL = inject('baseURL')
const [cookbook] = products as [(typeof products)[number]]

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})
afterAll(async () => {
  await browser?.close()
})

async function newVisitor(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' })
  contexts.push(context)
  return context.newPage()
}

/** Holds back every script of the app until `release()`: the page is HTML and CSS only. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const visible = (page: Page, text: string) => page.getByText(text).first().isVisible()

/** Opens a page without waiting for its load event, which the held scripts hold up. */
async function openHeld(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' })
}

describe('before the app has started', () => {
  it('a tap on "Add to cart" is held, shown as getting ready, and lands in the cart', async () => {
    const page = await newVisitor()
    const errors = watchErrors(page)
    const release = await holdAppScripts(page)
    await openHeld(page, '/shop')
    const add = page.getByRole('button', { name: `Add to cart: ${cookbook.title}` })
    await add.click()
    expect(await add.getAttribute('data-getting-ready')).toBe('')
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

    release()
    await waitForHydration(page)
    await expect.poll(() => add.getAttribute('data-getting-ready')).toBeNull()
    await page.locator('#notistack-snackbar', { hasText: 'Item Added to Cart' }).first().waitFor()

    await page.goto(`${baseURL}/cart`)
    await waitForHydration(page)
    await page.locator('.cart-table tbody tr', { hasText: cookbook.title }).waitFor()
    expect(errors).toEqual([])
  })

  it('a new visitor sees the empty cart, checkout and order pages from HTML alone', async () => {
    const page = await newVisitor()
    await holdAppScripts(page)
    await openHeld(page, '/cart')
    expect(await visible(page, 'Your cart is empty.')).toBe(true)
    expect(await page.locator('.loading-block').first().isVisible()).toBe(false)
    await openHeld(page, '/checkout')
    expect(await visible(page, 'Your cart is empty.')).toBe(true)
    await openHeld(page, '/order_received')
    expect(await visible(page, 'There is no order to show yet.')).toBe(true)
  })

  it('a visitor with saved lines sees the loading block, never "empty", then the lines', async () => {
    const page = await newVisitor()
    await page.goto(`${baseURL}/shop`)
    await waitForHydration(page)
    await page.getByRole('button', { name: `Add to cart: ${cookbook.title}` }).click()
    await page.locator('#notistack-snackbar', { hasText: 'Item Added to Cart' }).first().waitFor()

    const release = await holdAppScripts(page)
    await openHeld(page, '/cart')
    expect(await page.locator('.loading-block').first().isVisible()).toBe(true)
    expect(await visible(page, 'Your cart is empty.')).toBe(false)
    release()
    await page.locator('.cart-table tbody tr', { hasText: cookbook.title }).waitFor()
    expect(await visible(page, 'Your cart is empty.')).toBe(false)
  })
})
