import { describe, expect, it, vi } from 'vitest'
import { requestPortal } from './portal-session'

/** Our server's answer, as the page's fetch (unstubGlobals puts fetch back after each test). */
const answer = (status: number, body: unknown) =>
  stubFetch(async () => new Response(JSON.stringify(body), { status }))
const stubFetch = (impl: typeof fetch) => {
  const fake = vi.fn<typeof fetch>(impl)
  vi.stubGlobal('fetch', fake)
  return fake
}

describe('requestPortal', () => {
  it('posts the session id as JSON and answers the portal’s address', async () => {
    const server = answer(200, { url: 'https://billing.stripe.com/session/x' })
    expect(await requestPortal('cs_test_a')).toEqual({
      kind: 'portal',
      url: 'https://billing.stripe.com/session/x',
    })
    const [path, init] = server.mock.calls[0] ?? []
    expect(path).toBe('/create-portal-session')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ sessionId: 'cs_test_a' })
  })

  it.each([
    [400, { reason: 'too-old', error: '…' }, { kind: 'refused', reason: 'too-old' }],
    [400, { reason: 'something-else' }, { kind: 'unavailable' }],
    [502, { reason: 'portal-unavailable' }, { kind: 'unavailable' }],
    [200, { url: 'javascript:alert(1)' }, { kind: 'unavailable' }],
    [429, {}, { kind: 'unavailable' }],
  ])('answers %i %o as %o', async (status, body, outcome) => {
    answer(status, body)
    expect(await requestPortal('cs_test_a')).toEqual(outcome)
  })

  it('answers unavailable when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await requestPortal('cs_test_a')).toEqual({ kind: 'unavailable' })
  })
})
