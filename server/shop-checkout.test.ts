import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAKE_STRIPE_KEY } from '../tests/fixtures/fake-stripe'
import { fakeStripeForFile } from '../tests/fixtures/fake-stripe-per-file'
import { sampleCatalogue, withCatalogue } from '../tests/fixtures/shop-catalogue'
import { type AppOptions, createApp } from './app'
import type { CatalogueProduct } from './build-record'
import { createSiteBuilds } from './served-build'
import { CART_MESSAGES } from './shop-cart'

const catalogue = sampleCatalogue
const builtWith = (products: readonly CatalogueProduct[]) =>
  withCatalogue(mkdtempSync(join(tmpdir(), 'dist-shop-')), products)
const distDir = builtWith(catalogue)
const PUBLIC_URL = 'https://shop.example.org'
const generous = { limit: 1000, windowMs: 60_000 }

const fake = await fakeStripeForFile()

const app = (extra: Partial<AppOptions> = {}) =>
  createApp({
    distDir,
    stripe: fake.settings(),
    publicUrl: PUBLIC_URL,
    rateLimit: generous,
    ...extra,
  })

function pay(
  application: ReturnType<typeof createApp>,
  body: string | object,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  return application.request('/create-shop-checkout-session', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const twoBooks = {
  items: [
    { productId: 'product-1', quantity: 2 },
    { productId: 'product-2', quantity: 1 },
  ],
}

describe('POST /create-shop-checkout-session', () => {
  it('builds an embedded session from the catalogue: names, prices, US shipping, our order page', async () => {
    const response = await pay(app(), { ...twoBooks, ui: 'embedded' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: string; clientSecret: string }
    expect(body.clientSecret).toMatch(new RegExp(`^${body.id}_secret_`))
    expect(fake.sessions).toHaveLength(1)
    expect(fake.sessions[0]?.authorization).toBe(`Bearer ${FAKE_STRIPE_KEY}`)
    const form = fake.sessions[0]?.form ?? {}
    expect(form).toMatchObject({
      mode: 'payment',
      ui_mode: 'embedded_page',
      return_url: `${PUBLIC_URL}/order_received?session_id={CHECKOUT_SESSION_ID}`,
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][unit_amount]': '2499',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Rescued Recipes Cookbook',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '1999',
      'line_items[1][price_data][product_data][name]': 'Sunday Soup Cookbook',
      'shipping_address_collection[allowed_countries][0]': 'US',
      'metadata[kind]': 'shop',
    })
    // Neither a shipping rate nor Stripe Tax unless the operator configured them.
    expect(Object.keys(form).some((key) => key.startsWith('shipping_options'))).toBe(false)
    expect(Object.keys(form).some((key) => key.startsWith('automatic_tax'))).toBe(false)
    expect(form.success_url).toBeUndefined()
  })

  it('never tells Stripe a purchase is a donation: no acknowledgment, nothing "deductible"', async () => {
    expect((await pay(app(), twoBooks)).status).toBe(200)
    const sent = JSON.stringify(fake.sessions[0]?.form)
    expect(sent).not.toMatch(/deductible|no goods or services|donat/i)
    expect(sent).not.toMatch(/invoice_creation|submit_type/)
  })

  it('defaults to embedded, and sends hosted sessions back to the order page or /checkout', async () => {
    await pay(app(), twoBooks)
    expect(fake.sessions[0]?.form.ui_mode).toBe('embedded_page')
    const hosted = await pay(app(), { ...twoBooks, ui: 'hosted' })
    const body = (await hosted.json()) as { id: string; url: string }
    expect(body.url).toBe(`${fake.origin}/checkout/${body.id}`)
    expect(fake.sessions[1]?.form).toMatchObject({
      success_url: `${PUBLIC_URL}/order_received?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/checkout?payment=cancelled`,
    })
    expect(fake.sessions[1]?.form.ui_mode).toBeUndefined()
  })

  it('adds the configured flat shipping rate and Stripe Tax', async () => {
    await pay(app({ shop: { shippingCents: 599, automaticTax: true } }), twoBooks)
    expect(fake.sessions[0]?.form).toMatchObject({
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '599',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'usd',
      'automatic_tax[enabled]': 'true',
    })
  })

  it('ignores anything the browser says about prices or names: a tampered request changes nothing', async () => {
    await pay(app(), twoBooks)
    // Extra fields on a line are refused outright, so a price can never ride along.
    const withPrice = await pay(app(), {
      items: [{ productId: 'product-1', quantity: 2, priceCents: 1 }],
    })
    expect(withPrice.status).toBe(400)
    const withTotal = await pay(app(), { ...twoBooks, total: 1 })
    expect(withTotal.status).toBe(400)
    expect(fake.sessions).toHaveLength(1)
    expect(fake.sessions[0]?.form['line_items[0][price_data][unit_amount]']).toBe('2499')
  })

  const oneOfEach = Array.from({ length: catalogue.length + 1 }, (_, i) => ({
    productId: `product-${i + 1}`,
    quantity: 1,
  }))
  it.each([
    ['an empty cart', { items: [] }, CART_MESSAGES.empty],
    ['no items', {}, CART_MESSAGES.notAnOrder],
    ['items that are not a list', { items: 'product-1' }, CART_MESSAGES.notAnOrder],
    ['an array body', [twoBooks], CART_MESSAGES.notAnOrder],
    ['null', null, CART_MESSAGES.notAnOrder],
    [
      'an unknown product',
      { items: [{ productId: 'product-999', quantity: 1 }] },
      CART_MESSAGES.unknownProduct,
    ],
    [
      'a product id that is a number',
      { items: [{ productId: 1, quantity: 1 }] },
      CART_MESSAGES.unknownProduct,
    ],
    ['quantity 0', { items: [{ productId: 'product-1', quantity: 0 }] }, CART_MESSAGES.badQuantity],
    [
      'quantity 100',
      { items: [{ productId: 'product-1', quantity: 100 }] },
      CART_MESSAGES.badQuantity,
    ],
    [
      'quantity 1.5',
      { items: [{ productId: 'product-1', quantity: 1.5 }] },
      CART_MESSAGES.badQuantity,
    ],
    [
      'quantity as text',
      { items: [{ productId: 'product-1', quantity: '2' }] },
      CART_MESSAGES.badQuantity,
    ],
    [
      'a negative quantity',
      { items: [{ productId: 'product-1', quantity: -1 }] },
      CART_MESSAGES.badQuantity,
    ],
    ['a line without quantity', { items: [{ productId: 'product-1' }] }, CART_MESSAGES.badLine],
    [
      'a duplicate product',
      {
        items: [
          { productId: 'product-1', quantity: 1 },
          { productId: 'product-1', quantity: 1 },
        ],
      },
      CART_MESSAGES.duplicate,
    ],
    ['too many lines', { items: oneOfEach }, CART_MESSAGES.tooMany(catalogue.length)],
    [
      'an unknown ui',
      { ...twoBooks, ui: 'popup' },
      'Say how Checkout is shown: "ui" is "embedded" or "hosted".',
    ],
  ])(
    'answers 400 with a clear message for %s, and starts no session',
    async (_case, body, message) => {
      const response = await pay(app(), body as object)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: message })
      expect(fake.sessions).toHaveLength(0)
    },
  )

  // Raw JSON: an object literal's __proto__ would set the prototype, not send a key.
  it.each(['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'total'])(
    'answers 400 naming %j beside a valid cart, and starts no session',
    async (field) => {
      const body = `${JSON.stringify(twoBooks).slice(0, -1)},${JSON.stringify(field)}:{"a":1}}`
      const response = await pay(app(), body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: `Unexpected field ${JSON.stringify(field)}: an order has only "items" and "ui".`,
      })
      expect(fake.sessions).toHaveLength(0)
    },
  )

  it('answers 400 for a body that is not JSON, 415 for another type, 413 when too large', async () => {
    expect((await pay(app(), '{"items": [')).status).toBe(400)
    expect((await pay(app(), twoBooks, { 'Content-Type': 'text/plain' })).status).toBe(415)
    expect((await pay(app(), { items: [], pad: 'x'.repeat(5000) })).status).toBe(413)
    expect(fake.sessions).toHaveLength(0)
  })

  it.each([
    ['a card error', { status: 402, type: 'card_error', message: 'declined' }],
    [
      'an invalid request',
      {
        status: 400,
        type: 'invalid_request_error',
        message: 'bad',
        param: 'line_items[0][quantity]',
      },
    ],
    ['an API error', { status: 500, type: 'api_error', message: 'boom' }],
    [
      'rate limiting at Stripe',
      { status: 429, type: 'invalid_request_error', message: 'slow down', code: 'rate_limit' },
    ],
  ])('maps %s from Stripe to a 502 with our own words', async (_case, failure) => {
    fake.failWith(failure)
    const lines: string[] = []
    const response = await pay(app({ log: (line) => lines.push(line) }), twoBooks)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      error: 'The payment service could not start your payment. Please try again shortly.',
    })
    expect(lines.join('\n')).toContain('"event":"shop_checkout_failed"')
    expect(lines.join('\n')).not.toMatch(/declined|boom|slow down/)
  })

  it('answers 502 for a rejected key without leaking any part of it', async () => {
    const response = await pay(
      app({ stripe: fake.settings('sk_test_wrongwrongwrong9876') }),
      twoBooks,
    )
    expect(response.status).toBe(502)
    expect(await response.text()).not.toMatch(/sk_test|9876|API Key/i)
  })

  it('charges the catalogue of the build being served, read again when a rebuild is switched in', async () => {
    const builds = createSiteBuilds([distDir])
    const shop = app({ builds })
    await pay(shop, twoBooks)
    const [first] = catalogue
    builds.switchTo(builtWith([{ ...(first as CatalogueProduct), priceCents: 999 }]))
    expect((await pay(shop, { items: [{ productId: 'product-1', quantity: 1 }] })).status).toBe(200)
    const gone = await pay(shop, { items: [{ productId: 'product-2', quantity: 1 }] })
    expect(await gone.json()).toEqual({ error: CART_MESSAGES.unknownProduct })
    const amounts = fake.sessions.map((s) => s.form['line_items[0][price_data][unit_amount]'])
    expect(amounts).toEqual(['2499', '999'])
  })

  it('answers 503 without a Stripe key', async () => {
    const response = await pay(createApp({ distDir }), twoBooks)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Card payments are not configured' })
  })

  it('is rate-limited per address, counted apart from donations', async () => {
    const limited = app({ rateLimit: { limit: 1, windowMs: 60_000 } })
    expect((await pay(limited, twoBooks)).status).toBe(200)
    const second = await pay(limited, twoBooks)
    expect(second.status).toBe(429)
    expect(second.headers.get('Retry-After')).toMatch(/^\d+$/)
    const donation = await limited.request('/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 25, name: 'Ada', email: 'ada@example.org' }),
    })
    expect(donation.status).toBe(200)
  })

  it('refuses other methods with 405', async () => {
    const response = await app().request('/create-shop-checkout-session')
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
  })
})

describe('GET /shop-checkout-session-status', () => {
  const status = (application: ReturnType<typeof createApp>, id: string) =>
    application.request(`/shop-checkout-session-status?session_id=${encodeURIComponent(id)}`)

  it('answers the lines, shipping and total Stripe holds, open then complete', async () => {
    const shop = app({ shop: { shippingCents: 599 } })
    const created = (await (await pay(shop, twoBooks)).json()) as { id: string }
    const open = await status(shop, created.id)
    expect(open.status).toBe(200)
    expect(open.headers.get('Cache-Control')).toBe('no-store')
    expect(await open.json()).toEqual({
      status: 'open',
      paymentStatus: 'unpaid',
      currency: 'usd',
      items: [
        { productId: 'product-1', name: 'Rescued Recipes Cookbook', quantity: 2, amount: 4998 },
        { productId: 'product-2', name: 'Sunday Soup Cookbook', quantity: 1, amount: 1999 },
      ],
      shipping: 599,
      tax: null,
      total: 4998 + 1999 + 599,
    })
    fake.complete(created.id)
    expect(await (await status(shop, created.id)).json()).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    })
  })

  it('answers 404 for a donation session, so a gift never shows as an order', async () => {
    const donation = await app().request('/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 25, name: 'Ada', email: 'ada@example.org' }),
    })
    const { id } = (await donation.json()) as { id: string }
    const response = await status(app(), id)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'No such order.' })
  })

  it('answers 404 for a well-formed id Stripe does not know', async () => {
    expect((await status(app(), 'cs_test_doesNotExist123')).status).toBe(404)
  })

  it.each([
    ['empty', ''],
    ['another object’s id', 'pi_123'],
    ['a path', 'cs_test_../../v1/customers'],
    ['a query', 'cs_test_a?expand[]=customer'],
  ])('answers 400 for a session id that is %s, without asking Stripe', async (_case, id) => {
    const response = await status(app(), id)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'The session_id is missing or not a Checkout Session id.',
    })
  })

  it('answers 502 when Stripe fails, 503 without a key, 405 for other methods', async () => {
    fake.failWith({ status: 500, type: 'api_error', message: 'boom' })
    const failed = await status(app(), 'cs_test_abc')
    expect(failed.status).toBe(502)
    expect(await failed.text()).not.toContain('boom')
    expect((await status(createApp({ distDir }), 'cs_test_abc')).status).toBe(503)
    const post = await app().request('/shop-checkout-session-status', { method: 'POST' })
    expect(post.status).toBe(405)
  })
})

describe('GET /shop-checkout-terms', () => {
  it('tells /checkout what Stripe will add, and whether card payments are on', async () => {
    const terms = await app({ shop: { shippingCents: 450, automaticTax: true } }).request(
      '/shop-checkout-terms',
    )
    expect(await terms.json()).toEqual({ enabled: true, shippingCents: 450, automaticTax: true })
    const off = await createApp({ distDir }).request('/shop-checkout-terms')
    expect(await off.json()).toEqual({ enabled: false, shippingCents: null, automaticTax: false })
  })
})
