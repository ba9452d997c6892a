import { describe, expect, it, vi } from 'vitest'
import { fetchOrderStatus, fetchShopTerms, requestShopCheckout } from './card-payment-api'

/** Our server's answer, as the page's fetch (unstubGlobals puts fetch back after each test). */
const answer = (status: number, body: unknown) =>
  stubFetch(async () => new Response(JSON.stringify(body), { status }))
const stubFetch = (impl: typeof fetch) => {
  const fake = vi.fn<typeof fetch>(impl)
  vi.stubGlobal('fetch', fake)
  return fake
}

const items = [{ productId: 'product-1', quantity: 2 }]

describe('requestShopCheckout', () => {
  it('sends only product ids, quantities and the kind of checkout', async () => {
    const fetchImpl = answer(200, { id: 'cs_test_a', clientSecret: 'cs_test_a_secret_b' })
    expect(await requestShopCheckout(items, 'embedded')).toEqual({
      kind: 'embedded',
      clientSecret: 'cs_test_a_secret_b',
    })
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/create-shop-checkout-session')
    expect(JSON.parse(String(init.body))).toEqual({ items, ui: 'embedded' })
  })

  it('answers the hosted page, refusing anything but an http(s) address', async () => {
    answer(200, { url: 'https://checkout.stripe.com/x' })
    expect(await requestShopCheckout(items, 'hosted')).toEqual({
      kind: 'redirect',
      url: 'https://checkout.stripe.com/x',
    })
    answer(200, { url: 'javascript:alert(1)' })
    expect(await requestShopCheckout(items, 'hosted')).toEqual({ kind: 'failed', status: 200 })
  })

  it.each([
    [400, { error: 'Your cart is empty' }, { kind: 'refused', message: 'Your cart is empty' }],
    [429, {}, { kind: 'rate-limited' }],
    [502, {}, { kind: 'payment-service-down' }],
    [503, {}, { kind: 'not-configured' }],
    [500, {}, { kind: 'failed', status: 500 }],
  ])('maps %s', async (status, body, outcome) => {
    answer(status, body)
    expect(await requestShopCheckout(items, 'embedded')).toEqual(outcome)
  })

  it('answers network when the request cannot be made', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await requestShopCheckout(items, 'embedded')).toEqual({ kind: 'network' })
  })
})

describe('fetchShopTerms', () => {
  it('reads the shipping rate and tax flag, and nothing malformed', async () => {
    answer(200, { enabled: true, shippingCents: 599, automaticTax: false })
    expect(await fetchShopTerms()).toEqual({ shippingCents: 599, automaticTax: false })
    answer(200, { shippingCents: '5', automaticTax: false })
    expect(await fetchShopTerms()).toBe(undefined)
    answer(500, {})
    expect(await fetchShopTerms()).toBeUndefined()
  })
})

describe('fetchOrderStatus', () => {
  const order = {
    status: 'complete',
    paymentStatus: 'paid',
    currency: 'usd',
    items: [{ productId: 'product-1', name: 'Book', quantity: 2, amount: 4998 }],
    shipping: 599,
    tax: null,
    total: 5597,
  }
  it('answers the order Stripe holds', async () => {
    const fetchImpl = answer(200, order)
    expect(await fetchOrderStatus('cs_test_a')).toEqual({ kind: 'found', order })
    expect((fetchImpl.mock.calls[0] as unknown[] | undefined)?.[0]).toBe(
      '/shop-checkout-session-status?session_id=cs_test_a',
    )
  })
  it.each([
    [200, { ...order, total: -1 }, { kind: 'failed', status: 200 }],
    [404, {}, { kind: 'not-found' }],
    [400, {}, { kind: 'not-found' }],
    [429, {}, { kind: 'failed', status: 429 }],
    [502, {}, { kind: 'failed', status: 502 }],
  ])('maps %s', async (status, body, outcome) => {
    answer(status, body)
    expect(await fetchOrderStatus('cs_test_a')).toEqual(outcome)
  })
})
