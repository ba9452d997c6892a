import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { DESKTOP, PHONE } from './support/chromium'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { test as base, collectErrors, expect, launchProfile } from './support/test'

const products = siteContent.products.en

const [cookbook, soupBook, tote] = products as [
  (typeof products)[number],
  (typeof products)[number],
  (typeof products)[number],
]
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

const test = base.extend<{
  /**
   * Launches the browser on one profile folder, again and again, as a visitor who closes the
   * browser and opens it later. Whatever is still open is closed, and the folder removed, when
   * the test ends.
   */
  reopenableProfile: () => Promise<BrowserContext>
}>({
  reopenableProfile: async ({ baseURL }, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-shop-profile-'))
    const opened: BrowserContext[] = []
    await use(async () => {
      const context = await launchProfile(dir, {
        viewport: PHONE,
        serviceWorkers: 'block',
        baseURL,
      })
      opened.push(context)
      return context
    })
    // Closing a context the test already closed does nothing.
    for (const context of opened) await context.close()
    rmSync(dir, { recursive: true, force: true })
  },
})

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

/** A fresh visitor: own storage, service worker blocked so every load hits the server build. */
async function newVisitor(
  openContext: OpenContext,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({ viewport, serviceWorkers: 'block' })
  return { context, page: await context.newPage() }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** The number the header badge shows ('' while empty or before the database answers). */
function badge(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.querySelector('[data-testid="cart-badge"] [aria-hidden="true"]')?.textContent ?? '',
  )
}

/** The cart as the database holds it (read with plain IndexedDB, as any tab would). */
function cartLines(page: Page): Promise<{ productId: string; qty: number }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('food-collective')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('cartLines').objectStore('cartLines').getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

async function toast(page: Page, text: string): Promise<void> {
  await expect(page.locator('#notistack-snackbar', { hasText: text }).first()).toBeVisible()
}

async function addFromGrid(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Add to cart: ${title}` }).click()
}

function cartRow(page: Page, title: string) {
  return page.locator('.cart-table tbody tr', { hasText: title })
}

/** A figure of the cart's summary; it follows the lines, so read it with `expect.poll`. */
function summary(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).innerText()
}

test.describe('gallery', () => {
  test('Load More moves keyboard focus to the first new product, shows 6 more per press, and goes once all 20 are shown', async ({
    openContext,
  }) => {
    const { page } = await newVisitor(openContext)
    await open(page, '/shop')
    const cards = page.locator('.product-card')
    const more = page.getByRole('button', { name: 'Load More' })
    expect(await cards.count()).toBe(6)
    await more.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => cards.count()).toBe(12)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(products[6]?.title)
    for (const expected of [18, 20]) {
      await more.click()
      await expect.poll(() => cards.count()).toBe(expected)
    }
    expect(await more.count()).toBe(0)
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).innerText()).toBe(
      'Showing 20 of 20 products',
    )
    expect(await cards.locator('h3').allInnerTexts()).toEqual(products.map((p) => p.title))
  })
})

test('cart: adds from the grid and a product page, merges a repeat add, refuses bad quantities; the cart page shows the lines, facts and totals, and plus and minus change them', async ({
  openContext,
}) => {
  const { page } = await newVisitor(openContext)
  const errors = collectErrors(page)

  await test.step('the grid adds lines, and a repeat add raises the quantity of its line', async () => {
    await open(page, '/shop')
    await expect.poll(() => badge(page)).toBe('')
    await addFromGrid(page, cookbook.title)
    await toast(page, 'Item Added to Cart')
    await expect.poll(() => badge(page)).toBe('1')
    await addFromGrid(page, soupBook.title)
    await expect.poll(() => badge(page)).toBe('2')
    // A repeat add raises the quantity: still two lines.
    await addFromGrid(page, cookbook.title)
    await expect
      .poll(async () => (await cartLines(page)).find((line) => line.productId === cookbook.id)?.qty)
      .toBe(2)
    expect(await cartLines(page)).toHaveLength(2)
    await expect.poll(() => badge(page)).toBe('2')
  })

  await test.step('the product page refuses a bad quantity and adds nothing, then adds 3', async () => {
    await open(page, `/product-single/${tote.slug}`)
    expect(await page.locator('h1').innerText()).toBe(tote.title)
    const box = page.getByLabel('Quantity', { exact: true })
    for (const bad of ['0', '2.5', '100', 'abc']) {
      await box.fill(bad)
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByText('Enter a whole number from 1 to 99.').waitFor()
    }
    // Each refusal is shown only once the click was handled, and the database answers reads after
    // any write begun before them: the same two lines now mean nothing was added.
    expect((await cartLines(page)).map((line) => line.productId)).toEqual([
      cookbook.id,
      soupBook.id,
    ])
    expect(await badge(page)).toBe('2')
    await box.fill('1')
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    expect(await box.inputValue()).toBe('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await toast(page, 'Item Added to Cart')
    await expect.poll(() => badge(page)).toBe('3')
    expect(
      await page.getByRole('link', { name: /^Cart\s*,\s*3 items$/ }).getAttribute('href'),
    ).toBe('/cart')
  })

  await test.step('the cart page shows the lines, columns, row facts and totals', async () => {
    await open(page, '/cart')
    await cartRow(page, tote.title).waitFor()
    expect(await cartRow(page, cookbook.title).getByRole('textbox').inputValue()).toBe('2')
    expect(await cartRow(page, soupBook.title).getByRole('textbox').inputValue()).toBe('1')
    expect(await cartRow(page, tote.title).getByRole('textbox').inputValue()).toBe('3')
    await expect.poll(() => summary(page, 'summary-count')).toBe('3')
    const total = cookbook.priceCents * 2 + soupBook.priceCents + tote.priceCents * 3
    await expect.poll(() => summary(page, 'summary-total')).toBe(money(total))
    expect(await page.locator('.cart-table thead th').allInnerTexts()).toEqual(
      ['Image', 'Product Name', 'Quantity', 'Price', 'Total Price', 'Action'].map((s) =>
        s.toUpperCase(),
      ),
    )
    const row = cartRow(page, cookbook.title)
    expect(await row.innerText()).toContain(`Brand : ${cookbook.brand}`)
    expect(await row.innerText()).toContain(`Size : ${cookbook.size}`)
    const summaryText = await page.locator('.cart-summary').innerText()
    expect(summaryText).toMatch(/Vat\s+\$0\.00/)
    expect(summaryText).toMatch(/Eco Tax\s+\$0\.00/)
    expect(summaryText).toMatch(/Delivery Charge\s+\$0\.00/)
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/shop',
    )
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    )
    // A cart with lines, at desktop width (the phone's cart layout: the wishlist test below).
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  await test.step('plus and minus change a line and the totals; minus is off at 1', async () => {
    const row = cartRow(page, soupBook.title)
    const plus = row.getByRole('button', { name: `Increase quantity of ${soupBook.title}` })
    const minus = row.getByRole('button', { name: `Decrease quantity of ${soupBook.title}` })
    // At 1 the minus button is off: the floor of 1.
    expect(await minus.isDisabled()).toBe(true)
    await plus.click()
    await expect.poll(() => row.getByRole('textbox').inputValue()).toBe('2')
    await plus.click()
    await expect.poll(() => row.getByRole('textbox').inputValue()).toBe('3')
    await minus.click()
    await expect.poll(() => row.getByRole('textbox').inputValue()).toBe('2')
    expect(await row.locator('.cart-table__total').innerText()).toBe(money(soupBook.priceCents * 2))
    const sub = cookbook.priceCents * 2 + soupBook.priceCents * 2 + tote.priceCents * 3
    await expect.poll(() => summary(page, 'summary-sub')).toBe(money(sub))
    await expect.poll(() => summary(page, 'summary-total')).toBe(money(sub))
    await expect.poll(() => summary(page, 'summary-count')).toBe('3')
  })

  expect(errors).toEqual([])
})

test('cart page: typed quantities are refused or applied and kept over a reload, a second tab follows, and the trash empties the cart', async ({
  openContext,
}) => {
  const { context, page } = await newVisitor(openContext)
  const errors = collectErrors(page)
  await open(page, '/shop')
  await addFromGrid(page, cookbook.title)
  await addFromGrid(page, cookbook.title)
  await addFromGrid(page, soupBook.title)
  await addFromGrid(page, soupBook.title)
  await addFromGrid(page, tote.title)
  await addFromGrid(page, tote.title)
  await addFromGrid(page, tote.title)
  await expect.poll(() => badge(page)).toBe('3')
  // By the header's link, as a visitor goes: a page load here (page.goto) could cut off the last
  // add's write, still in flight after the badge has counted three products.
  await page.locator('.cart-link').click()
  await page.waitForURL(/\/cart$/)
  await expect.poll(() => cartRow(page, tote.title).getByRole('textbox').inputValue()).toBe('3')

  await test.step('typed quantities outside whole 1..99 are refused and never stored; Update Cart applies a good one, kept over a reload', async () => {
    const box = cartRow(page, cookbook.title).getByRole('textbox')
    for (const bad of ['0', '100', '2.5', '-3', '']) {
      await box.fill(bad)
      await page.getByRole('button', { name: 'Update Cart' }).click()
      await cartRow(page, cookbook.title).getByText('Enter a whole number from 1 to 99.').waitFor()
      expect(await box.getAttribute('aria-invalid')).toBe('true')
    }
    await page.reload()
    await waitForHydration(page)
    await expect
      .poll(() => cartRow(page, cookbook.title).getByRole('textbox').inputValue())
      .toBe('2')
    await cartRow(page, cookbook.title).getByRole('textbox').fill('7')
    await page.getByRole('button', { name: 'Update Cart' }).click()
    await toast(page, 'Cart updated')
    await page.reload()
    await waitForHydration(page)
    await expect
      .poll(() => cartRow(page, cookbook.title).getByRole('textbox').inputValue())
      .toBe('7')
    await expect
      .poll(() => summary(page, 'summary-total'))
      .toBe(money(cookbook.priceCents * 7 + soupBook.priceCents * 2 + tote.priceCents * 3))
  })

  await test.step('a second tab shows the same cart, and a change in one tab shows in the other', async () => {
    const second = await context.newPage()
    await open(second, '/cart')
    await cartRow(second, soupBook.title).waitFor()
    expect(await second.locator('.cart-table tbody tr').count()).toBe(3)
    await expect.poll(() => badge(second)).toBe('3')
    await cartRow(second, tote.title)
      .getByRole('button', { name: `Increase quantity of ${tote.title}` })
      .click()
    await expect.poll(() => cartRow(page, tote.title).getByRole('textbox').inputValue()).toBe('4')
    await second.getByRole('button', { name: `Remove ${soupBook.title} from cart` }).click()
    await expect.poll(() => badge(page)).toBe('2')
    await expect.poll(() => cartRow(page, soupBook.title).count()).toBe(0)
    await second.close()
  })

  await test.step('the trash control removes a line with its toast; an empty cart links to the shop', async () => {
    await page.getByRole('button', { name: `Remove ${cookbook.title} from cart` }).click()
    await toast(page, 'Item Removed from Cart')
    await expect.poll(() => cartRow(page, cookbook.title).count()).toBe(0)
    await expect.poll(() => badge(page)).toBe('1')
    await page.getByRole('button', { name: `Remove ${tote.title} from cart` }).click()
    await page.getByText('Your cart is empty.').waitFor()
    expect(await page.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe(
      '/shop',
    )
  })
  expect(errors).toEqual([])
})

test('wishlist and compare list at phone width: toggles with toasts, a duplicate warns, the cart page moves, compares side by side and removes', async ({
  openContext,
}) => {
  const { page } = await newVisitor(openContext, PHONE)
  const errors = collectErrors(page)
  await open(page, '/shop')

  await test.step('the wishlist heart toggles with its toasts', async () => {
    const heart = page.getByRole('button', { name: `Save ${tote.title} to wishlist` })
    await heart.click()
    await toast(page, 'Item Added to Wishlist')
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await heart.click()
    await toast(page, 'Item Removed from Wishlist')
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
    await heart.click()
    await page.getByRole('button', { name: `Save ${cookbook.title} to wishlist` }).click()
    await expect.poll(() => page.locator('.pill-link__count').first().textContent()).toBe('2')
  })

  await test.step('the compare list adds, warns on a duplicate; axe with a cart line and a toast shown', async () => {
    const compare = (title: string) =>
      page.getByRole('button', { name: `Add ${title} to compare list` })
    await compare(cookbook.title).click()
    await toast(page, 'Added to Compare List')
    await compare(cookbook.title).click()
    await toast(page, 'Already added to Compare List')
    await compare(tote.title).click()
    await expect.poll(() => page.locator('.pill-link__count').nth(1).textContent()).toBe('2')
    await addFromGrid(page, soupBook.title)
    await toast(page, 'Item Added to Cart')
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  await test.step('the cart page shows the compare table side by side, and axe finds nothing', async () => {
    await open(page, '/cart')
    await cartRow(page, soupBook.title).waitFor()
    const table = page.locator('#compare table')
    await table.waitFor()
    expect(await table.locator('thead th').allTextContents()).toEqual([cookbook.title, tote.title])
    expect(await table.locator('tbody th').allTextContents()).toEqual([
      'Image',
      'Price',
      'Old price',
      'Brand',
      'Size',
      'Remove',
    ])
    const text = (await table.textContent()) ?? ''
    for (const expected of [
      money(cookbook.priceCents),
      money(cookbook.oldPriceCents),
      money(tote.oldPriceCents),
      cookbook.brand,
      tote.size,
    ]) {
      expect(text).toContain(expected)
    }
    expect(await table.locator('img').count()).toBe(2)
    // The phone's cart (inline labels instead of a header row), the wishlist and the compare
    // table, all filled.
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Remove ${cookbook.title} from compare list` }).click()
    await toast(page, 'Item Removed from Compare List')
    await expect.poll(() => table.locator('thead th').allTextContents()).toEqual([tote.title])
  })

  await test.step('the wishlist moves an item to the cart and removes one', async () => {
    const wishlist = page.locator('#wishlist')
    await wishlist.getByRole('link', { name: tote.title }).waitFor()
    await wishlist.getByRole('button', { name: `Move to cart: ${tote.title}` }).click()
    await toast(page, 'Item Added to Cart')
    await cartRow(page, tote.title).waitFor()
    await expect.poll(() => wishlist.getByRole('link', { name: tote.title }).count()).toBe(0)
    await wishlist.getByRole('button', { name: `Remove ${cookbook.title} from wishlist` }).click()
    await wishlist.getByText('Nothing saved yet.').waitFor()
  })
  expect(errors).toEqual([])
})

test('product page: facts, zoom by keyboard and pointer, an accessible tablist, and a review form that validates, thanks and clears', async ({
  openContext,
}) => {
  const { page } = await newVisitor(openContext)
  await open(page, `/product-single/${cookbook.slug}`)
  const text = await page.locator('.product-detail').innerText()
  expect(text).toContain('(25 customer reviews)')
  expect(text).toContain(money(cookbook.priceCents))
  expect(text).toContain(money(cookbook.oldPriceCents))
  expect(text).toMatch(/Category:\s*Book/)
  expect(await page.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1)

  await test.step('zoom', async () => {
    const zoom = page.getByRole('button', { name: `Zoom in on ${cookbook.title}` })
    const frame = page.locator('.zoom__frame')
    await zoom.focus()
    await page.keyboard.press('Enter')
    expect(await zoom.getAttribute('aria-pressed')).toBe('true')
    expect(await frame.getAttribute('data-zoomed')).toBe('true')
    const origin = () => page.locator('.zoom__image').evaluate((img) => img.style.transformOrigin)
    const before = await origin()
    await page.keyboard.press('ArrowRight')
    expect(await origin()).not.toBe(before)
    await page.keyboard.press('Escape')
    expect(await frame.getAttribute('data-zoomed')).toBe('false')
    await zoom.hover()
    await expect.poll(() => frame.getAttribute('data-zoomed')).toBe('true')
    await page.mouse.move(0, 0)
    await expect.poll(() => frame.getAttribute('data-zoomed')).toBe('false')
  })

  await test.step('tabs', async () => {
    const description = page.getByRole('tab', { name: 'Description' })
    const review = page.getByRole('tab', { name: 'Review' })
    expect(await description.getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tabpanel').innerText()).toContain(cookbook.description[0])
    await description.focus()
    await page.keyboard.press('ArrowRight')
    expect(await review.getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review')
    const panel = page.getByRole('tabpanel')
    expect(await panel.innerText()).toContain('Hannah Brooks')
    expect(await panel.innerText()).toContain('Marcus Lee')
  })

  await test.step('the review form', async () => {
    const form = page.locator('form.review-form')
    expect(await form.innerText()).toContain(
      'Your email address will not be published. Required fields are marked *',
    )
    await form.getByRole('button', { name: 'Post review' }).click()
    for (const message of [
      'Please choose a rating from 1 to 5 stars.',
      'Please enter your name.',
      'Please enter your email address.',
      'Please write your review.',
    ]) {
      await form.getByText(message).waitFor()
    }
    // The messages under the fields, read by axe.
    expect(await seriousAxeViolations(page)).toEqual([])
    await form.getByLabel('4 stars').check({ force: true })
    await form.getByLabel(/^Name( \*)?$/).fill('Rosa')
    await form.getByLabel(/^Email( \*)?$/).fill('not-an-email')
    await form.getByLabel(/^Review( \*)?$/).fill('Lovely.')
    await form.getByRole('button', { name: 'Post review' }).click()
    await form.getByText('Please enter a valid email address.').waitFor()
    await form.getByLabel(/^Email( \*)?$/).fill('rosa@example.org')
    await form.getByRole('button', { name: 'Post review' }).click()
    await form.getByText('Thank you, Rosa! Your review has been received.').waitFor()
    expect(await form.getByLabel(/^Name( \*)?$/).inputValue()).toBe('')
    expect(await form.getByLabel(/^Review( \*)?$/).inputValue()).toBe('')
  })
})

async function fillCard(page: Page, email: string, cardNumber = '4242 4242 4242 4242') {
  const form = page.locator('form.card-form')
  await form.getByLabel(/^Email( \*)?$/).fill(email)
  await form.getByLabel(/^Password( \*)?$/).fill('secret')
  await form.getByLabel(/^Card holder name( \*)?$/).fill('Ada Lovelace')
  await form.getByLabel(/^Card number( \*)?$/).fill(cardNumber)
  await form.getByLabel(/^CVV( \*)?$/).fill('123')
  await form.getByLabel(/Expiry date/).fill('12/39')
}

const expanded = (page: Page) =>
  page.locator('.collapsible__toggle[aria-expanded="true"]').allInnerTexts()

test('checkout without a publishable key: the labelled demonstration, one section open at a time, billing validation, card form refusals, then the demo user’s order', async ({
  openContext,
  baseURL,
}) => {
  const { page } = await newVisitor(openContext)
  const errors = collectErrors(page)
  await open(page, '/shop')
  await addFromGrid(page, cookbook.title)
  await addFromGrid(page, cookbook.title)
  await addFromGrid(page, tote.title)
  await expect.poll(() => badge(page)).toBe('2')
  await open(page, '/cart')
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.waitForURL(`${baseURL}/checkout`)
  await page.getByRole('button', { name: 'Payment Method' }).waitFor()

  await test.step('without a publishable key the router shows the demonstration checkout, labelled as one', async () => {
    // No Stripe: /checkout needs no document (and policy) of its own, so the router shows it.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(
      `${baseURL}/cart`,
    )
    await expect(page.getByTestId('demo-note')).toContainText('Demonstration checkout')
    await expect(page.getByRole('button', { name: 'Pay with card' })).toHaveCount(0)
    await expect(page.getByText('Eco Tax')).toBeVisible()
  })

  await test.step('exactly one section open, payment first; the coupon answers', async () => {
    expect(await expanded(page)).toEqual(['Payment Method'])
    await page.getByRole('button', { name: 'Coupon Code' }).click()
    expect(await expanded(page)).toEqual(['Coupon Code'])
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Coupon codes are not accepted yet.').waitFor()
    // Activating the open section's header keeps it open: never zero sections.
    const couponHeader = page.getByRole('button', { name: 'Coupon Code' })
    expect(await couponHeader.getAttribute('aria-disabled')).toBe('true')
    await couponHeader.focus()
    await page.keyboard.press('Enter')
    expect(await expanded(page)).toEqual(['Coupon Code'])
  })

  await test.step('billing and shipping blocks validate, then payment opens', async () => {
    await page.getByRole('button', { name: 'Billing Address' }).click()
    expect(await expanded(page)).toEqual(['Billing Address'])
    expect(await page.getByRole('group', { name: 'Shipping address' }).count()).toBe(0)
    await page.getByLabel('Ship to a different address?').check()
    await page.getByRole('group', { name: 'Shipping address' }).waitFor()
    await page.getByRole('button', { name: 'Save and continue to payment' }).click()
    await page.getByText('Please enter a first name.').first().waitFor()
    // Both blocks are checked: billing and shipping first names.
    expect(await page.getByText('Please enter a first name.').count()).toBe(2)
    expect(await expanded(page)).toEqual(['Billing Address'])
    await page.getByLabel('Ship to a different address?').uncheck()
    const billing = page.locator('form.billing-form')
    await billing.getByLabel(/^First name( \*)?$/).fill('Ada')
    await billing.getByLabel(/^Last name( \*)?$/).fill('Lovelace')
    await billing.getByLabel(/^Country( \*)?$/).fill('United States')
    await billing.getByLabel(/^District or state( \*)?$/).fill('Oregon')
    await billing.getByLabel(/^Street address( \*)?$/).fill('12 Orchard Lane')
    await billing.getByLabel(/^Post code( \*)?$/).fill('97201')
    await billing.getByLabel(/^Email address( \*)?$/).fill('ada@example')
    await billing.getByLabel(/^Phone( \*)?$/).fill('+1 503 555 0142')
    await page.getByRole('button', { name: 'Save and continue to payment' }).click()
    await billing.getByText('Please enter a valid email address.').waitFor()
    await billing.getByLabel(/^Email address( \*)?$/).fill('ada@example.org')
    await page.getByRole('button', { name: 'Save and continue to payment' }).click()
    await expect.poll(() => expanded(page)).toEqual(['Payment Method'])
    expect(await page.locator('.checkout-total').innerText()).toContain(`${cookbook.title} × 2`)
    expect(await page.getByTestId('summary-total').innerText()).toBe(
      money(cookbook.priceCents * 2 + tote.priceCents),
    )
  })

  await test.step('card form: an empty or invalid field says "Empty field is not allowed!" and orders nothing', async () => {
    await page.getByRole('button', { name: 'Place order' }).click()
    await toast(page, 'Empty field is not allowed!')
    // The card form's errors and the toast, read by axe (desktop; the phone: i18n-shop.spec.ts).
    expect(await seriousAxeViolations(page)).toEqual([])
    await fillCard(page, 'user@example.com', '4242 4242 4242 4241')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByText('Please enter a valid card number.').waitFor()
    expect(page.url()).toBe(`${baseURL}/checkout`)
    expect(await badge(page)).toBe('2')
  })

  await test.step('card form: an unknown user gets "user not existed!" and the demo credentials; the cart stays', async () => {
    await fillCard(page, 'someone@example.com')
    await page.getByRole('button', { name: 'Place order' }).click()
    await toast(page, 'user not existed!')
    const notice = page.getByRole('alert').filter({ hasText: 'no demo account' })
    expect(await notice.innerText()).toContain('user@example.com')
    expect(
      await page
        .locator('form.card-form')
        .getByLabel(/^Card number( \*)?$/)
        .inputValue(),
    ).toBe('')
    expect(page.url()).toBe(`${baseURL}/checkout`)
    expect(await badge(page)).toBe('2')
  })

  await test.step('card form: the demo user orders; the order page shows it and the cart is then empty', async () => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url())
      const body = request.postData() ?? ''
      if (body.includes('4242')) requests.push(`card data sent to ${request.url()}`)
    })
    await fillCard(page, 'user@example.com')
    await page.getByRole('button', { name: 'Place order' }).click()
    await toast(page, 'Order Received successfully!')
    await page.waitForURL(`${baseURL}/order_received`)
    const order = page.locator('.order-received')
    await order.getByText('Thank You For Your Order!').waitFor()
    const text = await order.innerText()
    expect(text).toContain('your order has been received')
    expect(text).toContain(`${money(cookbook.priceCents)} x 2`)
    expect(text).toContain(money(cookbook.priceCents * 2))
    expect(text).toContain(`${money(tote.priceCents)} x 1`)
    expect(text).toMatch(/Number of products\s+2/)
    const total = money(cookbook.priceCents * 2 + tote.priceCents)
    expect(text).toMatch(new RegExp(`Sub Price\\s+\\${total}`))
    expect(text).toMatch(new RegExp(`Total Price\\s+\\${total}`))
    expect(await order.locator('img').count()).toBe(2)
    expect(await page.getByRole('link', { name: 'Back Home' }).getAttribute('href')).toBe('/home')
    expect(requests).toEqual([])
    // Card details are not stored anywhere the page can reach.
    const stored = await page.evaluate(async () => {
      const dump: string[] = [JSON.stringify(localStorage), JSON.stringify(sessionStorage)]
      const request = indexedDB.open('food-collective')
      const db = await new Promise<IDBDatabase>((resolve) => {
        request.onsuccess = () => resolve(request.result)
      })
      for (const name of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(name).objectStore(name).getAll()
          all.onsuccess = () => resolve(all.result)
        })
        dump.push(JSON.stringify(rows))
      }
      db.close()
      return dump.join('\n')
    })
    expect(stored).not.toContain('4242')
    expect(stored).not.toContain('secret')

    await expect.poll(() => badge(page)).toBe('')
    await page.reload()
    await waitForHydration(page)
    await order.getByText('Thank You For Your Order!').waitFor()
    await open(page, '/cart')
    await page.getByText('Your cart is empty.').waitFor()
  })
  expect(errors).toEqual([])
})

test('a new visitor’s cart, checkout and order pages read as empty without creating the database; a cart filled in another tab then shows, and is paid on delivery (phone)', async ({
  openContext,
  baseURL,
}) => {
  const { context, page } = await newVisitor(openContext, PHONE)
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))

  await test.step('empty pages, no database', async () => {
    for (const [path, empty] of [
      ['/checkout', 'Your cart is empty.'],
      ['/order_received', 'There is no order to show yet.'],
      ['/cart', 'Your cart is empty.'],
    ] as const) {
      await open(page, path)
      // Answered by the app, not only the prerendered state: the loading block is gone.
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      await expect(page.getByText(empty).first()).toBeVisible()
      expect(await databases(), path).toEqual([])
      if (path === '/order_received') {
        expect(await page.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe(
          '/shop',
        )
      }
    }
  })

  await test.step('a cart filled in another tab shows', async () => {
    const shop = await context.newPage()
    await open(shop, '/shop')
    await addFromGrid(shop, tote.title)
    await toast(shop, 'Item Added to Cart')
    await cartRow(page, tote.title).waitFor()
    expect(await databases()).toEqual(['food-collective'])
    await shop.close()
  })

  await test.step('payment switch: card shows logos and the demo card form, cash a Proceed to Checkout link to the order', async () => {
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await page.waitForURL(`${baseURL}/checkout`)
    const card = page.getByRole('radio', { name: 'Payment By Card' })
    const cash = page.getByRole('radio', { name: 'Cash On delivery' })
    await card.waitFor()
    expect(await card.getAttribute('value')).toBe('card')
    expect(await cash.getAttribute('value')).toBe('cash')
    expect(await card.isChecked()).toBe(true)
    expect(await page.getByRole('list', { name: 'Accepted cards' }).getByRole('img').count()).toBe(
      4,
    )
    expect(await page.locator('.demo-notice').innerText()).toContain('user@example.com')
    await cash.check()
    expect(await page.locator('form.card-form').count()).toBe(0)
    const proceed = page
      .locator('.payment__cash')
      .getByRole('link', { name: 'Proceed to Checkout' })
    expect(await proceed.getAttribute('href')).toBe('/order_received')
    await proceed.click()
    await page.waitForURL(`${baseURL}/order_received`)
    await page.getByText('Thank You For Your Order!').waitFor()
    expect(await page.locator('.order-received').innerText()).toContain('Cash On delivery')
    expect(await page.locator('.order-received').innerText()).toContain(tote.title)
    await expect.poll(() => badge(page)).toBe('')
  })
})

test.describe('storage', () => {
  test('without IndexedDB the shop still works in memory and says the cart will not be kept', async ({
    openContext,
    baseURL,
  }) => {
    const { page } = await newVisitor(openContext)
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })
    })
    await open(page, '/shop')
    await toast(page, 'your cart will not be kept')
    await addFromGrid(page, cookbook.title)
    await toast(page, 'Item Added to Cart')
    await expect.poll(() => badge(page)).toBe('1')
    await page.getByRole('link', { name: /^Cart/ }).click()
    await page.waitForURL(`${baseURL}/cart`)
    await cartRow(page, cookbook.title).waitFor()
  })

  test('the cart survives closing and reopening the browser', async ({ reopenableProfile }) => {
    const first = await reopenableProfile()
    const page = first.pages()[0] ?? (await first.newPage())
    await open(page, '/shop')
    await addFromGrid(page, soupBook.title)
    await expect.poll(() => badge(page)).toBe('1')
    // The visitor closes the browser (the step under test, not a clean-up).
    await first.close()

    const second = await reopenableProfile()
    const again = second.pages()[0] ?? (await second.newPage())
    await open(again, '/cart')
    await cartRow(again, soupBook.title).waitFor()
    await expect.poll(() => badge(again)).toBe('1')
  })

  test('when IndexedDB hangs, the site gives up after 5000 ms (a controlled clock) and carries on in memory', async ({
    openContext,
  }) => {
    const { page } = await newVisitor(openContext)
    await page.addInitScript(() => {
      // An open request that never answers, as when an upgrade is blocked by another tab. The
      // page's (controlled) time of the attempt tells the test when the wait began.
      IDBFactory.prototype.open = () => {
        ;(window as { openedAt?: number }).openedAt ??= Date.now()
        return {} as IDBOpenDBRequest
      }
    })
    // The page's clock is the test's: it runs on its own until the database is asked for, and is
    // then stopped and moved on by hand across the 5000 ms the site waits.
    await page.clock.install({ time: 0 })
    await open(page, '/shop')
    await page.waitForFunction(() => (window as { openedAt?: number }).openedAt !== undefined)
    const openedAt = (await page.evaluate(() => (window as { openedAt?: number }).openedAt)) ?? 0
    await page.clock.pauseAt(openedAt + 4_900)
    const givenUp = page.locator('#notistack-snackbar', { hasText: 'your cart will not be kept' })
    expect(await givenUp.count()).toBe(0)
    expect(await badge(page)).toBe('')
    await page.clock.runFor(200)
    // What follows the give-up (loading the in-memory engine, the toast's entrance) may use the
    // page's timers too: a millisecond at a time, so the toast still comes well before 5300 ms.
    await expect
      .poll(async () => {
        await page.clock.runFor(1)
        return givenUp.count()
      })
      .toBe(1)
    await expect(givenUp.first()).toBeVisible()
    await page.clock.resume()
    await addFromGrid(page, tote.title)
    await expect.poll(() => badge(page)).toBe('1')
  })
})
