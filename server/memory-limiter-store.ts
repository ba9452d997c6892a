import type { LimiterHit, LimiterStore } from './limiter-store'

/** Past this many keys the window closest to its end is dropped: memory stays bounded. */
const DEFAULT_MAX_KEYS = 100_000

// Queue entries removed per call, at most: constant work per call, yet more than the one entry
// a call can add, so ended windows never pile up.
const EXPIRE_PER_CALL = 2

interface Window {
  key: string
  count: number
  resetAt: number
}

/**
 * Fixed windows in one process's memory. Every window has the same length, so windows end in
 * the order they start: a queue in start order has the ended ones at its front, and each call
 * removes a few of them in O(1). A key whose window restarts gets a new queue entry; its old one
 * (ended, so near the front) is skipped as stale. At `maxKeys` the front window (the one closest
 * to its end) makes room; that key's count starts again, the price of a fixed memory bound.
 * (A Map's own insertion order is not used: deleting at its front leaves holes that every new
 * iterator walks over, which made each call cost O(keys).)
 */
export function createMemoryLimiterStore({
  maxKeys = DEFAULT_MAX_KEYS,
  now = Date.now,
}: {
  maxKeys?: number
  now?: () => number
} = {}): LimiterStore & { size: () => number } {
  const windows = new Map<string, Window>()
  let queue: Window[] = []
  let head = 0

  /** Removes the front entry; true if it was a live window (now dropped). */
  function shift(): boolean {
    const front = queue[head]
    if (!front) return false
    queue[head] = undefined as unknown as Window
    head += 1
    // Compact now and then, so the array does not keep the removed entries' slots forever.
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head)
      head = 0
    }
    if (windows.get(front.key) !== front) return false
    windows.delete(front.key)
    return true
  }

  function dropEnded(time: number): void {
    for (let i = 0; i < EXPIRE_PER_CALL; i++) {
      const front = queue[head]
      if (!front || (front.resetAt > time && windows.get(front.key) === front)) return
      shift()
    }
  }

  function makeRoom(): void {
    while (windows.size >= maxKeys && head < queue.length) shift()
  }

  return {
    async hit(key: string, windowMs: number): Promise<LimiterHit> {
      const time = now()
      dropEnded(time)
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        if (window) windows.delete(key)
        makeRoom()
        window = { key, count: 0, resetAt: time + windowMs }
        windows.set(key, window)
        queue.push(window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.resetAt - time }
    },
    size: () => windows.size,
    close: async () => {
      windows.clear()
      queue = []
      head = 0
    },
  }
}
