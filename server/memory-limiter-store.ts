import type { LimiterHit, LimiterStore } from './limiter-store'

/** Past this many keys the window closest to its end is dropped: memory stays bounded. */
export const DEFAULT_MAX_KEYS = 100_000

// Expired windows removed per call, at most: a constant amount of work, yet faster than keys
// can be added (one per call), so expired windows never pile up.
const EXPIRE_PER_CALL = 2

/**
 * Fixed windows in one process's memory. The map is kept in order of window end: a key whose
 * window restarts is deleted and inserted again at the back, and every window has the same
 * length. So the expired windows are always at the front, each call removes a few of them in
 * O(1), and at `maxKeys` the front entry (the window closest to its end) makes room; that key's
 * count starts again, the price of a fixed memory bound.
 */
export function createMemoryLimiterStore({
  maxKeys = DEFAULT_MAX_KEYS,
  now = Date.now,
}: {
  maxKeys?: number
  now?: () => number
} = {}): LimiterStore & { size: () => number } {
  const windows = new Map<string, { count: number; resetAt: number }>()

  function dropExpired(time: number): void {
    for (let i = 0; i < EXPIRE_PER_CALL; i++) {
      const oldest = windows.entries().next()
      if (oldest.done || oldest.value[1].resetAt > time) return
      windows.delete(oldest.value[0])
    }
  }

  return {
    async hit(key: string, windowMs: number): Promise<LimiterHit> {
      const time = now()
      dropExpired(time)
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        windows.delete(key)
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next()
          if (!oldest.done) windows.delete(oldest.value)
        }
        window = { count: 0, resetAt: time + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.resetAt - time }
    },
    size: () => windows.size,
    close: async () => {
      windows.clear()
    },
  }
}
