import { describe, expect, it, vi } from 'vitest'
import { requestCheckout } from './request-checkout'

const donation = {
  amount: 25,
  name: 'Ada',
  email: 'ada@example.org',
  frequency: 'once',
  tribute: 'none',
  ui: 'hosted',
  language: 'en',
} as const
/** Our server's answer, as the page's fetch (unstubGlobals puts fetch back after each test). */
const answer = (status: number, body: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response(body, { status })),
  )

describe('requestCheckout', () => {
  it('only follows an http(s) checkout url', async () => {
    answer(200, JSON.stringify({ id: 'x', url: 'javascript:alert(1)' }))
    expect(await requestCheckout(donation)).toEqual({ kind: 'failed', status: 200 })
  })

  it('answers the client secret of an embedded session, and nothing without one', async () => {
    const embedded = { ...donation, ui: 'embedded' } as const
    answer(200, JSON.stringify({ id: 'cs_test_1', clientSecret: 'cs_test_1_secret_2' }))
    expect(await requestCheckout(embedded)).toEqual({
      kind: 'embedded',
      clientSecret: 'cs_test_1_secret_2',
    })
    answer(200, JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.com/x' }))
    expect(await requestCheckout(embedded)).toEqual({ kind: 'failed', status: 200 })
  })

  it('treats a 503 that is not our "not configured" answer as a failure', async () => {
    answer(503, '<html>Service Unavailable</html>')
    expect(await requestCheckout(donation)).toEqual({ kind: 'failed', status: 503 })
  })

  it('reads a 429 without Retry-After as "wait a while"', async () => {
    answer(429, '{}')
    expect(await requestCheckout(donation)).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: undefined,
    })
  })
})
