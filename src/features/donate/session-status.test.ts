import { describe, expect, it, vi } from 'vitest'
import { fetchDonationStatus } from './session-status'

/** Our server's answer, as the page's fetch (unstubGlobals puts fetch back after each test). */
const answer = (status: number, body: unknown) =>
  stubFetch(async () => new Response(JSON.stringify(body), { status }))
const stubFetch = (impl: typeof fetch) => {
  const fake = vi.fn<typeof fetch>(impl)
  vi.stubGlobal('fetch', fake)
  return fake
}

const complete = {
  status: 'complete',
  amount: 4000,
  currency: 'usd',
  frequency: 'monthly',
  tribute: { kind: 'memory', name: 'Grace' },
  created: 1_795_860_000_000,
}

describe('fetchDonationStatus', () => {
  it('asks our server with the id, escaped, and reads its answer', async () => {
    const server = answer(200, complete)
    expect(await fetchDonationStatus('cs_test_a&b')).toEqual({
      kind: 'found',
      donation: complete,
    })
    expect(server).toHaveBeenCalledWith(
      '/checkout-session-status?session_id=cs_test_a%26b',
      expect.anything(),
    )
  })

  it.each([
    [200, { ...complete, amount: '40' }, { kind: 'failed', status: 200 }],
    [200, { ...complete, frequency: 'weekly' }, { kind: 'failed', status: 200 }],
    [200, { ...complete, tribute: { kind: 'x', name: 'G' } }, { kind: 'failed', status: 200 }],
    [400, { error: 'bad' }, { kind: 'not-found' }],
    [404, { error: 'no' }, { kind: 'not-found' }],
    [429, {}, { kind: 'failed', status: 429 }],
    [502, {}, { kind: 'failed', status: 502 }],
    [500, {}, { kind: 'failed', status: 500 }],
  ])('answers %i %o as %o', async (status, body, expected) => {
    answer(status, body)
    expect(await fetchDonationStatus('cs_test_1')).toEqual(expected)
  })

  it('reports a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await fetchDonationStatus('cs_test_1')).toEqual({ kind: 'network' })
  })
})
