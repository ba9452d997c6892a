import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { createMemoryLimiterStore } from './memory-limiter-store'

describe('the rate limit in front of the payment endpoints', () => {
  it('allows `limit` requests per window and endpoint, then says how long to wait', async () => {
    let time = 0
    const app = createApp({
      distDir: 'no-such-dist',
      rateLimit: { limit: 2, windowMs: 60_000 },
      limiterStore: createMemoryLimiterStore({ now: () => time }),
    })
    // Let through, a request meets "not configured" (503); limited, it gets 429 and Retry-After.
    const answer = async (path: string) => {
      const response = await app.request(path)
      return `${response.status} ${response.headers.get('Retry-After') ?? ''}`.trim()
    }
    expect(await answer('/checkout-session-status')).toBe('503')
    expect(await answer('/checkout-session-status')).toBe('503')
    expect(await answer('/shop-checkout-session-status')).toBe('503')
    time = 15_000
    expect(await answer('/checkout-session-status')).toBe('429 45')
    time = 59_999
    expect(await answer('/checkout-session-status')).toBe('429 1')
    time = 60_000
    expect(await answer('/checkout-session-status')).toBe('503')
  })
})

describe('the memory store', () => {
  it('drops expired windows as calls come in, a few per call', async () => {
    let time = 0
    const store = createMemoryLimiterStore({ now: () => time })
    for (let i = 0; i < 100; i++) await store.hit(`old-${i}`, 1_000)
    expect(store.size()).toBe(100)
    time = 5_000
    for (let i = 0; i < 60; i++) await store.hit('live', 1_000)
    // Two expired windows go per call: 60 calls removed 100 of them.
    expect(store.size()).toBe(1)
  })

  it('never holds more than maxKeys, dropping the window closest to its end', async () => {
    let time = 0
    const store = createMemoryLimiterStore({ maxKeys: 3, now: () => time })
    for (const key of ['a', 'b', 'c']) {
      await store.hit(key, 60_000)
      time += 10
    }
    await store.hit('d', 60_000)
    expect(store.size()).toBe(3)
    // "a" was dropped: it starts a fresh window; "b" still counts.
    expect((await store.hit('a', 60_000)).count).toBe(1)
    expect(store.size()).toBe(3)
    expect((await store.hit('d', 60_000)).count).toBe(2)
  })

  it('keeps the map in window order when a window restarts', async () => {
    let time = 0
    const store = createMemoryLimiterStore({ now: () => time })
    await store.hit('a', 1_000)
    time = 500
    await store.hit('b', 1_000)
    time = 1_200 // a's window ended; its new one ends after b's
    expect((await store.hit('a', 1_000)).count).toBe(1)
    time = 1_600 // b's window ended: it is at the front now and goes
    await store.hit('c', 1_000)
    expect(store.size()).toBe(2)
  })
})
