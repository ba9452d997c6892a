import { describe, expect, it, vi } from 'vitest'
import { requestCheckout } from './request-checkout'

const donation = { amount: 25, name: 'Ada', email: 'ada@example.org' }
const answer = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }))

describe('requestCheckout', () => {
  it('only follows an http(s) checkout url', async () => {
    const script = answer(200, JSON.stringify({ id: 'x', url: 'javascript:alert(1)' }))
    expect(await requestCheckout(donation, script)).toEqual({ kind: 'failed', status: 200 })
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
