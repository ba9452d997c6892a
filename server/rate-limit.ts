import type { LimiterStore } from './limiter-store'

/**
 * A fixed-window counter per key (the client's address), kept in a LimiterStore: this process's
 * memory by default, or Redis so that several instances share one limit.
 */
export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number
  windowMs: number
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export function createRateLimiter(
  { limit, windowMs }: RateLimitOptions,
  store: LimiterStore,
): (key: string) => Promise<RateLimitVerdict> {
  return async (key) => {
    const { count, resetInMs } = await store.hit(key, windowMs)
    if (count <= limit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) }
  }
}
