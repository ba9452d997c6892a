/**
 * A fixed-window counter per key (the client's address). In memory: the site runs as one
 * process, and a restart forgetting the counts is harmless.
 */
export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number
  windowMs: number
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

// Past this many tracked keys, expired windows are swept, so a flood of addresses cannot grow
// the map without bound for long.
const SWEEP_ABOVE = 10_000

export function createRateLimiter(
  { limit, windowMs }: RateLimitOptions,
  now: () => number = Date.now,
): (key: string) => RateLimitVerdict {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return (key) => {
    const time = now()
    if (windows.size > SWEEP_ABOVE) {
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k)
    }
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs }
      windows.set(key, window)
    }
    window.count += 1
    if (window.count <= limit) return { allowed: true }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
    }
  }
}
