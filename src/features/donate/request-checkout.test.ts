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
const answer = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }))

describe('requestCheckout', () => {
  it('only follows an http(s) checkout url', async () => {
    const script = answer(200, JSON.stringify({ id: 'x', url: 'javascript:alert(1)' }))
    expect(await requestCheckout(donation, script)).toEqual({ kind: 'failed', status: 200 })
  })

  it('answers the client secret of an embedded session, and nothing without one', async () => {
    const embedded = { ...donation, ui: 'embedded' } as const
    const secret = answer(
      200,
      JSON.stringify({ id: 'cs_test_1', clientSecret: 'cs_test_1_secret_2' }),
    )
    expect(await requestCheckout(embedded, secret)).toEqual({
      kind: 'embedded',
      clientSecret: 'cs_test_1_secret_2',
    })
    const urlOnly = answer(
      200,
      JSON.stringify({ id: 'cs_test_1', url: 'https://checkout.stripe.com/x' }),
    )
    expect(await requestCheckout(embedded, urlOnly)).toEqual({ kind: 'failed', status: 200 })
  })

  it('treats a 503 that is not our "not configured" answer as a failure', async () => {
    const proxy = answer(503, '<html>Service Unavailable</html>')
    expect(await requestCheckout(donation, proxy)).toEqual({ kind: 'failed', status: 503 })
  })

  it('reads a 429 without Retry-After as "wait a while"', async () => {
    expect(await requestCheckout(donation, answer(429, '{}'))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: undefined,
    })
  })
})
