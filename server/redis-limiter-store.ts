import { createClient } from 'redis'
import type { LimiterHit, LimiterStore } from './limiter-store'

// One round trip, atomic on the Redis server: count the hit, start the window's expiry with the
// first hit, and answer the count and the time left. Redis drops each key when its window ends,
// so memory stays bounded by the number of clients seen in one window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`

export const REDIS_KEY_PREFIX = 'harvest-share:rate:'

/**
 * Fixed windows in Redis, shared by every instance that uses the same server. Commands fail at
 * once while Redis is unreachable (no offline queue), so a request is never held waiting for it;
 * the caller decides what a failure means.
 */
export async function createRedisLimiterStore(url: string): Promise<LimiterStore> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5_000),
    },
  })
  // Without a listener a lost connection would be an uncaught error; it reconnects by itself.
  client.on('error', () => {})
  await client.connect()
  return {
    async hit(key: string, windowMs: number): Promise<LimiterHit> {
      const reply = (await client.eval(HIT_SCRIPT, {
        keys: [`${REDIS_KEY_PREFIX}${key}`],
        arguments: [String(windowMs)],
      })) as [number, number]
      return { count: Number(reply[0]), resetInMs: Number(reply[1]) }
    },
    close: async () => {
      client.destroy()
    },
  }
}
