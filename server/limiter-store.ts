/**
 * A fixed-window counter per key (the client's address), kept in a LimiterStore: this process's
 * memory by default, or Redis so that several instances share one limit.
 */
export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number
  windowMs: number
}

/** One counted request: the key's count in its current window, and when that window ends. */
export interface LimiterHit {
  count: number
  resetInMs: number
}

/**
 * Where rate-limit counts live. The memory store suits one instance; with several instances
 * behind a proxy they must share counts, or each would allow the limit again (Redis).
 */
export interface LimiterStore {
  /** Counts one request for `key` in a fixed window of `windowMs` (started by its first hit). */
  hit(key: string, windowMs: number): Promise<LimiterHit>
  close(): Promise<void>
}
