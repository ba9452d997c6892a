import { describe, expect, it } from 'vitest'
import { isSessionsFeedRequest, networkFirstFeed } from './sessions-feed-route'

const site = 'https://harvestshare.org'
const request = new Request(`${site}/volunteer/sessions.ics`)
const fresh = () => new Response('fresh from the server', { status: 200 })
const precachedCopy = async () => new Response('built copy')

describe('the sessions feed in the service worker', () => {
  it('matches only this site’s feed', () => {
    expect(isSessionsFeedRequest(new URL(`${site}/volunteer/sessions.ics`), site)).toBe(true)
    expect(isSessionsFeedRequest(new URL(`${site}/volunteer`), site)).toBe(false)
    expect(
      isSessionsFeedRequest(new URL('https://elsewhere.org/volunteer/sessions.ics'), site),
    ).toBe(false)
  })

  it('answers with the server’s feed when online', async () => {
    const response = await networkFirstFeed(request, {
      fetch: async () => fresh(),
      precached: precachedCopy,
    })
    expect(await response.text()).toBe('fresh from the server')
  })

  it('answers with the precached copy when offline, or when the server fails', async () => {
    const offline = await networkFirstFeed(request, {
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
      precached: precachedCopy,
    })
    expect(await offline.text()).toBe('built copy')
    const failing = await networkFirstFeed(request, {
      fetch: async () => new Response('oops', { status: 502 }),
      precached: precachedCopy,
    })
    expect(await failing.text()).toBe('built copy')
  })

  it('gives up on a server that does not answer in time', async () => {
    const response = await networkFirstFeed(request, {
      fetch: (_request, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      precached: precachedCopy,
      timeoutMs: 20,
    })
    expect(await response.text()).toBe('built copy')
  })

  it('shows the network failure only when nothing is precached', async () => {
    await expect(
      networkFirstFeed(request, {
        fetch: async () => {
          throw new TypeError('Failed to fetch')
        },
        precached: async () => undefined,
      }),
    ).rejects.toThrow('Failed to fetch')
  })
})
