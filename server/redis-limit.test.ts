import { request } from 'node:http'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalRedis, startRedis } from '../tests/fixtures/redis-server'
import { createApp } from './app'
import { startHttpServer } from './http-server'
import type { LimiterStore } from './limiter-store'
import { createRedisLimiterStore, REDIS_KEY_PREFIX } from './redis-limiter-store'

// Two server instances, as behind a load balancer, sharing one real Redis: the limit is one
// limit across both, not one per instance.
let redis: LocalRedis
const stores: LimiterStore[] = []
const instances: { port: number; close: () => Promise<void> }[] = []

beforeAll(async () => {
  redis = await startRedis()
  for (let i = 0; i < 2; i++) {
    const store = await createRedisLimiterStore(redis.url)
    stores.push(store)
    // No Stripe key: an allowed attempt answers 503 "not configured", a limited one 429.
    const app = createApp({
      distDir: 'no-such-dist',
      limiterStore: store,
      rateLimit: { limit: 3, windowMs: 60_000 },
    })
    instances.push(await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' }))
  }
}, 30_000)

afterAll(async () => {
  for (const instance of instances) await instance.close()
  for (const store of stores) await store.close()
  await redis?.stop()
})

function attempt(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/create-checkout-session',
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', reject)
    req.end('{}')
  })
}

describe('rate limit shared through Redis', () => {
  it('holds across two instances: three attempts in all, wherever they land', async () => {
    const [a, b] = instances.map((instance) => instance.port) as [number, number]
    const statuses = [
      await attempt(a),
      await attempt(b),
      await attempt(a),
      await attempt(b),
      await attempt(a),
    ]
    expect(statuses).toEqual([503, 503, 503, 429, 429])
  })

  it('keeps each window as a Redis key that expires by itself', async () => {
    const client = createClient({ url: redis.url })
    await client.connect()
    const keys = await client.keys(`${REDIS_KEY_PREFIX}*`)
    expect(keys).toHaveLength(1)
    const ttl = await client.pTTL(keys[0] as string)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
    client.destroy()
  })

  it('lets donors through, and logs it, when Redis is gone', async () => {
    const lines: string[] = []
    const lonely = await startRedis()
    const store = await createRedisLimiterStore(lonely.url)
    await lonely.stop()
    const app = createApp({
      distDir: 'no-such-dist',
      limiterStore: store,
      rateLimit: { limit: 1, windowMs: 60_000 },
      log: (line) => lines.push(line),
    })
    const response = await app.request('/create-checkout-session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(503)
    expect(lines.join('\n')).toContain('rate_limit_store_failed')
    await store.close()
  })
})
