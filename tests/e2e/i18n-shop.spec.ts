import type { Page } from '@playwright/test'
import { products as spanishProducts } from '../../src/content/es/products'
import { products } from '../../src/content/products'
import { es } from '../../src/lib/i18n/catalogs/es'
import { DESKTOP, PHONE } from './support/chromium'
import { englishLeftovers, visibleAndSpokenText } from './support/english-leftovers'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// The shop in Spanish: the gallery, a product page, the cart (empty and with a line), checkout and
// the order page carry no English catalog text in their main content; products show their
// Spanish names (the same slugs, prices and pictures); toasts and validation speak Spanish; and
// the longer Spanish words fit at a phone's and a laptop's width.

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

test.describe('the Spanish shop pages have no English left in their main content', () => {
  for (const path of [
    '/es/shop',
    `/es/product-single/${cookbook.slug}`,
    '/es/cart',
    '/es/order_received',
  ]) {
    test(path, async ({ page, pageErrors }) => {
      await open(page, path)
      await expectNoEnglish(page)
      expect(pageErrors).toEqual([])
    })
  }

  test('the gallery lists the products by their Spanish names', async ({ page }) => {
    await open(page, '/es/shop')
    const titles = await page.locator('.product-card h3').allInnerTexts()
    expect(titles).toEqual(spanishProducts.slice(0, 6).map((product) => product.title))
    await expect(page.getByRole('status').filter({ hasText: 'Mostrando' })).toHaveText(
      'Mostrando 6 de 20 productos',
    )
    // Same address as in English: only the prefix differs.
    await expect(page.getByRole('link', { name: recetario.title })).toHaveAttribute(
      'href',
      `/es/product-single/${cookbook.slug}`,
    )
  })

  test('a product page is headed and titled with its Spanish name, and names its category', async ({
    page,
  }) => {
    await open(page, `/es/product-single/${cookbook.slug}`)
    await expect(page.locator('h1')).toHaveText(recetario.title)
    await expect(page).toHaveTitle(new RegExp(`^${recetario.title} \\|`))
    await expect(page.locator('.product-detail__meta')).toContainText('Libro')
    await expect(page.locator('.product-detail__lead')).toHaveText(recetario.description[0] ?? '')
  })
})

test.describe('buying in Spanish', () => {
  test('adding from the Spanish gallery says so in Spanish; the cart names the line in Spanish', async ({
    page,
    pageErrors,
  }) => {
    await addFromSpanishGallery(page)
    await open(page, '/es/cart')
    const row = page.locator('.cart-table tbody tr', { hasText: recetario.title })
    await expect(row).toBeVisible()
    await expect(row).toContainText(`Tamaño: ${recetario.size}`)
    await expect(page.locator('.cart-table thead th').first()).toHaveText(/imagen/i)
    await expectNoEnglish(page)
    // The same cart in English names the same line in English.
    await open(page, '/cart')
    await expect(page.locator('.cart-table tbody tr', { hasText: cookbook.title })).toContainText(
      `Size : ${cookbook.size}`,
    )
    expect(pageErrors).toEqual([])
  })

  test('checkout speaks Spanish: a missing field is said in Spanish and gets the focus', async ({
    page,
  }) => {
    await addFromSpanishGallery(page)
    await open(page, '/es/checkout')
    await expect(page.locator('.checkout-total__table')).toContainText(recetario.title)
    await expectNoEnglish(page)
    await page.getByRole('button', { name: es['shop.cardForm.placeOrder'] }).click()
    await expect(page.getByText(es['shop.error.yourEmail'])).toBeVisible()
    const email = page.locator('#card-email')
    await expect(email).toBeFocused()
    await expect(page.getByRole('textbox', { name: es['shop.email'] })).toHaveAttribute(
      'id',
      'card-email',
    )
    await expect(
      page.locator('#notistack-snackbar', { hasText: es['shop.cardForm.invalid'] }).first(),
    ).toBeVisible()
  })

  test('an order paid on delivery is received in Spanish', async ({ page }) => {
    await addFromSpanishGallery(page)
    await open(page, '/es/checkout')
    await page.getByLabel(es['shop.payment.cash']).check()
    await page.getByRole('link', { name: es['shop.proceedToCheckout'] }).click()
    await page.waitForURL(/\/es\/order_received$/)
    await expect(page.getByRole('heading', { name: es['shop.thanks'] })).toBeVisible()
    await expect(page.locator('.order-line__title')).toHaveText([recetario.title])
    await expect(page.locator('.order-received__meta')).toContainText(es['shop.payment.cash'])
    await expectNoEnglish(page)
  })
})

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`the longer Spanish words fit (${name})`, () => {
    test.use({ viewport })

    test(`shop, cart and checkout: nothing wider than the page or its box (${name})`, async ({
      page,
    }) => {
      await addFromSpanishGallery(page)
      for (const path of ['/es/shop', '/es/cart', '/es/checkout']) {
        await open(page, path)
        const overflowing = await page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLElement>('main .btn, main th, main button, main dt'),
          )
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
        expect(pageWidth, path).toBeLessThanOrEqual(viewport.width)
        expect(await seriousAxeViolations(page), path).toEqual([])
      }
    })
  })
}
