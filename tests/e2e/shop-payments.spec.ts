import type { Page, Request } from '@playwright/test'
import { DESKTOP } from './support/chromium'
import { seriousAxeViolations, waitForHydration } from './support/page-checks'
import { serveSite } from './support/site'
import { siteContent } from './support/site-content'
import { test as base, serveFakeStripeJs } from './support/stripe'
import { collectErrors, expect } from './support/test'

const products = siteContent.products.en

// The shop with card payments: the shared test build (its Stripe publishable key is
// TEST_CONFIG.stripePublishableKey), served by the production server with the real Stripe SDK
// pointed at a local fake Stripe and a flat shipping rate. Stripe.js is served by the test at its
// real address (there is no network). The demonstration checkout of a build without a key is
// checked in shop.spec.ts; the policy that lets Stripe.js in, in server/shop-stripe-csp.test.ts.
type Site = Awaited<ReturnType<typeof serveSite>>

const SHIPPING_CENTS = 599
const [cookbook, soupBook] = products as [(typeof products)[number], (typeof products)[number]]

const test = base.extend<object, { shop: Site }>({
  shop: [
    async ({ fake, testBuild }, use) => {
      const site = await serveSite(testBuild, {
        stripe: fake.settings(),
        shop: { shippingCents: SHIPPING_CENTS },
        rateLimit: { limit: 100, windowMs: 60_000 },
      })
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
})

test.use({ serviceWorkers: 'block', viewport: DESKTOP })

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForHydration(page)
}

/**
 * Fills the cart and goes to /checkout from the cart's link. In a build with a publishable key
 * /checkout loads as a document of its own, whose policy lets Stripe.js in (the cart's does not).
 */
async function fillCart(page: Page, site: Site): Promise<void> {
  await open(page, `${site.baseURL}/shop`)
  await page.getByRole('button', { name: `Add to cart: ${cookbook.title}` }).click()
  await page.getByRole('button', { name: `Add to cart: ${soupBook.title}` }).click()
  await expect(page.getByTestId('cart-badge')).toContainText('2')
  await open(page, `${site.baseURL}/cart`)
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.waitForURL(`${site.baseURL}/checkout`)
  await waitForHydration(page)
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(
    `${site.baseURL}/checkout`,
  )
}

/** The orders and cart lines this device keeps (Dexie's IndexedDB). */
function stored(page: Page): Promise<{ orders: string[]; cart: number }> {
  return page.evaluate(async () => {
    const request = indexedDB.open('food-collective')
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result)
    })
    // A page that never opened the database finds it empty.
    const all = (name: string) =>
      new Promise<unknown[]>((resolve) => {
        if (!db.objectStoreNames.contains(name)) return resolve([])
        const rows = db.transaction(name).objectStore(name).getAll()
        rows.onsuccess = () => resolve(rows.result)
      })
    const orders = ((await all('orders')) as { id: string }[]).map((order) => order.id)
    const cart = (await all('cartLines')).length
    db.close()
    return { orders, cart }
  })
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`
const subtotal = cookbook.priceCents + soupBook.priceCents

test('two products paid in the embedded checkout: the order page shows Stripe’s lines and total, the cart empties and the order is kept once', async ({
  page,
  context,
  fake,
  shop,
}) => {
  const errors = collectErrors(page)
  await serveFakeStripeJs(page, fake)
  await fillCart(page, shop)
  // Stripe collects card, address and e-mail: no demo form, no demo note, no invented tax.
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible()
  await expect(page.getByTestId('demo-note')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Payment Method' })).toHaveCount(0)
  await expect(page.getByTestId('summary-delivery')).toHaveText(money(SHIPPING_CENTS))
  await expect(page.getByTestId('summary-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
  await expect(page.getByText('Eco Tax')).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])

  fake.sessions.length = 0
  await page.getByRole('button', { name: 'Pay with card' }).click()
  const checkout = page.getByTestId('fake-stripe-checkout')
  await expect(checkout).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeFocused()
  expect(fake.sessions).toHaveLength(1)
  const session = fake.sessions[0]
  expect(session?.form).toMatchObject({
    mode: 'payment',
    ui_mode: 'embedded_page',
    'line_items[0][price_data][unit_amount]': String(cookbook.priceCents),
    'line_items[1][price_data][unit_amount]': String(soupBook.priceCents),
    'shipping_options[0][shipping_rate_data][fixed_amount][amount]': String(SHIPPING_CENTS),
    return_url: `${shop.baseURL}/order_received?session_id={CHECKOUT_SESSION_ID}`,
  })

  await checkout.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(`${shop.baseURL}/order_received?session_id=${session?.id}`)
  await expect(page.getByRole('heading', { name: 'Thank You For Your Order!' })).toBeVisible()
  const lines = page.getByTestId('paid-order-lines')
  await expect(lines).toContainText(cookbook.title)
  await expect(lines).toContainText(soupBook.title)
  await expect(page.getByTestId('paid-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
  await expect.poll(() => stored(page)).toEqual({ orders: [session?.id], cart: 0 })
  await expect(page.getByTestId('cart-badge')).not.toContainText(/\d/)

  // A product added since, then the page reloaded and opened in a second tab: still one order,
  // and the new cart is left alone.
  await open(page, `${shop.baseURL}/shop`)
  await page.getByRole('button', { name: `Add to cart: ${cookbook.title}` }).click()
  await expect.poll(() => stored(page)).toEqual({ orders: [session?.id], cart: 1 })
  const second = await context.newPage()
  await Promise.all([
    open(page, `${shop.baseURL}/order_received?session_id=${session?.id}`),
    open(second, `${shop.baseURL}/order_received?session_id=${session?.id}`),
  ])
  await expect(page.getByTestId('paid-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
  await expect(second.getByTestId('paid-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
  await expect.poll(() => stored(page)).toEqual({ orders: [session?.id], cart: 1 })
  expect(await seriousAxeViolations(page)).toEqual([])
  expect(errors).toEqual([])

  // (The server answers this one's status with a 404, which the console reports.)
  await test.step('a paid-order address for a session Stripe does not know shows no order and stores nothing', async () => {
    await open(page, `${shop.baseURL}/order_received?session_id=cs_test_madeUp`)
    await expect(page.getByText('We could not find this order.', { exact: false })).toBeVisible()
    expect(await stored(page)).toEqual({ orders: [session?.id], cart: 1 })
  })
})

test('offline, /checkout says paying needs a connection and sends nothing; back online with Stripe.js blocked, the hosted page takes over: cancelling there keeps the cart, paying there lands on the order', async ({
  page,
  context,
  fake,
  shop,
}) => {
  await page.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'))
  await fillCart(page, shop)

  await test.step('offline: paying needs a connection, the cart stays, nothing is sent', async () => {
    const sent: string[] = []
    const record = (request: Request) => {
      if (request.method() === 'POST' || request.url().startsWith('https://js.stripe.com')) {
        sent.push(request.url())
      }
    }
    page.on('request', record)
    await context.setOffline(true)
    await expect(page.getByRole('alert')).toContainText('Paying needs an internet connection')
    await expect(page.getByRole('button', { name: 'Pay with card' })).toBeDisabled()
    expect(sent).toEqual([])
    expect((await stored(page)).cart).toBe(2)
    page.off('request', record)
    await context.setOffline(false)
    await expect(page.getByRole('button', { name: 'Pay with card' })).toBeEnabled()
  })

  await test.step('Stripe.js blocked: the hosted page; cancelling there keeps the cart', async () => {
    fake.sessions.length = 0
    await page.getByRole('button', { name: 'Pay with card' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/cs_test_\\w+$`))
    await expect(page.getByTestId('amount')).toHaveText(money(subtotal + SHIPPING_CENTS))
    expect(fake.sessions[0]?.form.ui_mode).toBeUndefined()

    await page.getByRole('link', { name: 'Back to the site' }).click()
    await page.waitForURL(`${shop.baseURL}/checkout?payment=cancelled`)
    await waitForHydration(page)
    await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toBeVisible()
    await expect(page.locator('.checkout-total__table tbody tr')).toHaveCount(2)
    expect(await stored(page)).toEqual({ orders: [], cart: 2 })
  })

  await test.step('paying on the hosted page lands on the order', async () => {
    await page.getByRole('button', { name: 'Pay with card' }).click()
    await page.waitForURL(new RegExp(`^${fake.origin}/checkout/cs_test_\\w+$`))
    const id = fake.sessions[1]?.id ?? ''
    fake.complete(id)
    await page.getByRole('link', { name: 'Pay' }).click()
    await page.waitForURL(`${shop.baseURL}/order_received?session_id=${id}`)
    await expect(page.getByTestId('paid-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
    await expect.poll(() => stored(page)).toEqual({ orders: [id], cart: 0 })
  })
})

/** The cart lines this device keeps, as product id and quantity, in the order they were added. */
function cartLines(page: Page): Promise<{ productId: string; qty: number }[]> {
  return page.evaluate(async () => {
    const request = indexedDB.open('food-collective')
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result)
    })
    const rows = await new Promise<{ productId: string; qty: number; addedAt: number }[]>(
      (resolve) => {
        const all = db.transaction('cartLines').objectStore('cartLines').getAll()
        all.onsuccess = () => resolve(all.result)
      },
    )
    db.close()
    return rows
      .sort((a, b) => a.addedAt - b.addedAt)
      .map(({ productId, qty }) => ({ productId, qty }))
  })
}

test('a payment takes out of the cart only what Stripe charged: what a second tab added while Stripe’s page was open stays', async ({
  page,
  context,
  fake,
  shop,
}) => {
  const third = products[2] as (typeof products)[number]
  await serveFakeStripeJs(page, fake)
  await fillCart(page, shop)
  fake.sessions.length = 0
  await page.getByRole('button', { name: 'Pay with card' }).click()
  const checkout = page.getByTestId('fake-stripe-checkout')
  await expect(checkout).toBeVisible()

  // While Stripe's page is open, a second tab adds one more cookbook and another product.
  const second = await context.newPage()
  await open(second, `${shop.baseURL}/shop`)
  await second.getByRole('button', { name: `Add to cart: ${cookbook.title}` }).click()
  await second.getByRole('button', { name: `Add to cart: ${third.title}` }).click()
  await expect
    .poll(() => cartLines(second))
    .toEqual([
      { productId: cookbook.id, qty: 2 },
      { productId: soupBook.id, qty: 1 },
      { productId: third.id, qty: 1 },
    ])

  // Stripe charged the cart as it was when paying began: one cookbook, one soup book.
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(`${shop.baseURL}/order_received?session_id=${fake.sessions[0]?.id}`)
  await expect(page.getByTestId('paid-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
  const left = [
    { productId: cookbook.id, qty: 1 },
    { productId: third.id, qty: 1 },
  ]
  await expect.poll(() => cartLines(page)).toEqual(left)
  await expect(second.getByTestId('cart-badge')).toContainText('2')

  // Reloading the order page, in either tab, takes nothing more.
  await open(page, page.url())
  await open(second, page.url())
  await expect(second.getByTestId('paid-total')).toHaveText(money(subtotal + SHIPPING_CENTS))
  expect(await cartLines(second)).toEqual(left)
})
