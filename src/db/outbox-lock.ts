/**
 * One sender of the outbox at a time: every send pass runs inside the exclusive Web Lock
 * 'outbox-send', which the browser shares between all of the site's tabs and its service worker,
 * queues in order, and releases by itself when the holder's tab or worker goes away.
 */
export const OUTBOX_LOCK = 'outbox-send'

/** The part of the Web Locks API (`navigator.locks`, in pages and workers alike) the outbox uses. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

/**
 * Locks held within this JavaScript context only: a request waits until every earlier request of
 * the same name has settled, fulfilled or rejected. The fallback where the browser has no Web
 * Locks, and the stand-in for them in unit tests.
 */
export function localLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request(name, callback) {
      const result = (tails.get(name) ?? Promise.resolve()).then(callback)
      // The next request waits for this one to settle, however it ends.
      tails.set(
        name,
        result.catch(() => undefined),
      )
      return result
    },
  }
}

const withinThisContext = localLocks()

/** The browser's locks; without them (old browsers, happy-dom) ones that hold in this tab only. */
export function outboxLocks(): Locks {
  const platform = (globalThis.navigator as unknown as { locks?: Locks } | undefined)?.locks
  return platform ?? withinThisContext
}
