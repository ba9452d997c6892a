import type { Page } from '@playwright/test'
import { es } from '../../src/lib/i18n/catalogs/es'
import { DESKTOP, PHONE } from './support/chromium'
import { englishLeftovers, visibleAndSpokenText } from './support/english-leftovers'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'

const products = siteContent.products.en
const spanishProducts = siteContent.products.es

// The shop in Spanish, where only a browser shows it: the text written after hydration (toasts,
// the cart with a line, checkout and its validation, the order page) carries no English catalog
// text in the main content, and the longer Spanish words fit at a phone's and a laptop's width.
// What the server sends (the gallery's and product pages' Spanish names, no English left in any
// prerendered Spanish shop page) is read from the built files in tests/html/shop.test.ts.

const [cookbook] = products as [(typeof products)[number]]
const [recetario] = spanishProducts as [(typeof spanishProducts)[number]]

// Brands stay as they are; the English names below are part of the Spanish product names
// ("Recetario Rescued Recipes"), and the card marks are brands.
const NAMES = [
  ...new Set(products.map((product) => product.brand)),
  'Stripe',
  'Visa',
  'Mastercard',
  'Skrill',
  'PayPal',
]

test.use({ serviceWorkers: 'block' })

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

async function expectNoEnglish(page: Page): Promise<void> {
  expect(englishLeftovers(await visibleAndSpokenText(page, 'main'), NAMES)).toEqual([])
}

/** A cart with the first product, added the way a visitor does: from the Spanish gallery. */
async function addFromSpanishGallery(page: Page): Promise<void> {
  await open(page, '/es/shop')
  await page
    .getByRole('button', { name: es['shop.card.addLabel'].replace('{title}', recetario.title) })
    .click()
  await expect(
    page.locator('#notistack-snackbar', { hasText: es['shop.toast.cartAdded'] }).first(),
  ).toBeVisible()
}

/** Buttons, header cells and labels wider than their box, and the page wider than the window. */
async function expectLongWordsFit(page: Page, width: number): Promise<void> {
  const path = new URL(page.url()).pathname
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main .btn, main th, main button, main dt'))
      // Shown ones only: a phone's cart replaces its header row by inline labels, keeping
      // the row for screen readers in a 1-pixel box.
      .filter((element) => {
        for (let node: HTMLElement | null = element; node; node = node.parentElement) {
          const box = node.getBoundingClientRect()
          if (box.width <= 1 || box.height <= 1) return false
        }
        return true
      })
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim()),
  )
  expect(overflowing, path).toEqual([])
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(pageWidth, path).toBeLessThanOrEqual(width)
}

test('buying in Spanish on a phone: the toast, the cart, checkout’s validation and focus, and an order paid on delivery speak Spanish, and the longer words fit', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize(PHONE)
  await test.step('the gallery adds in Spanish', async () => {
    await addFromSpanishGallery(page)
    await expectLongWordsFit(page, PHONE.width)
  })

  await test.step('the cart names the line in Spanish; the same cart in English, in English', async () => {
    await open(page, '/es/cart')
    const row = page.locator('.cart-table tbody tr', { hasText: recetario.title })
    await expect(row).toBeVisible()
    await expect(row).toContainText(`Tamaño: ${recetario.size}`)
    await expect(page.locator('.cart-table thead th').first()).toHaveText(/imagen/i)
    await expectNoEnglish(page)
    await expectLongWordsFit(page, PHONE.width)
    expect(await seriousAxeViolations(page)).toEqual([])
    await open(page, '/cart')
    await expect(page.locator('.cart-table tbody tr', { hasText: cookbook.title })).toContainText(
      `Size : ${cookbook.size}`,
    )
  })

  await test.step('checkout speaks Spanish: a missing field is said in Spanish and gets the focus', async () => {
    await open(page, '/es/checkout')
    await expect(page.locator('.checkout-total__table')).toContainText(recetario.title)
    await expectNoEnglish(page)
    await expectLongWordsFit(page, PHONE.width)
    await page.getByRole('button', { name: es['shop.cardForm.placeOrder'] }).click()
    await expect(page.getByText(es['shop.error.yourEmail'])).toBeVisible()
    await expect(page.locator('#card-email')).toBeFocused()
    await expect(page.getByRole('textbox', { name: es['contact.email'] })).toHaveAttribute(
      'id',
      'card-email',
    )
    await expect(
      page.locator('#notistack-snackbar', { hasText: es['shop.cardForm.invalid'] }).first(),
    ).toBeVisible()
    // The card form's errors at phone width (desktop: shop.spec.ts's checkout test).
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  await test.step('an order paid on delivery is received in Spanish', async () => {
    await page.getByLabel(es['shop.payment.cash']).check()
    await page.getByRole('link', { name: es['shop.proceedToCheckout'] }).click()
    await page.waitForURL(/\/es\/order_received$/)
    await expect(page.getByRole('heading', { name: es['shop.thanks'] })).toBeVisible()
    await expect(page.locator('.order-line__title')).toHaveText([recetario.title])
    await expect(page.locator('.order-received__meta')).toContainText(es['shop.payment.cash'])
    await expectNoEnglish(page)
  })
  expect(pageErrors).toEqual([])
})

test('the longer Spanish words fit a laptop’s shop, cart (its header row shown) and checkout', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await addFromSpanishGallery(page)
  await expectLongWordsFit(page, DESKTOP.width)
  for (const path of ['/es/cart', '/es/checkout']) {
    await open(page, path)
    await page.locator('main').getByText(recetario.title).first().waitFor()
    await expectLongWordsFit(page, DESKTOP.width)
    // Filled with a line, at the width where the cart shows its header row.
    expect(await seriousAxeViolations(page), path).toEqual([])
  }
})
