// The cart's line count, published by the open database and mirrored in localStorage, so that the
// header badge on every page can show it without loading Dexie and opening IndexedDB (that was
// the largest start-up task after hydration on /). Whichever page opens the database publishes
// the live count (open-database.ts); this tab hears it directly, other tabs through the
// `storage` event. No Dexie import here.

const KEY = 'harvest-share:cart-lines'

export interface CartCountReport {
  count: number
  /** False when the cart lives in memory only (IndexedDB unavailable): it is gone on reload. */
  persistent: boolean
}

const listeners = new Set<(report: CartCountReport) => void>()

/** The mirrored count, or null when there is none yet (or storage is unavailable). */
export function readMirroredCartCount(): number | null {
  try {
    const stored = localStorage.getItem(KEY)
    if (stored === null) return null
    const count = Number(stored)
    return Number.isInteger(count) && count >= 0 ? count : null
  } catch {
    return null
  }
}

/**
 * Called with the live count whenever it changes. Only a persistent cart is mirrored: an
 * in-memory cart must not outlive the page, nor overwrite the count of the cart that is saved.
 */
export function publishCartCount(report: CartCountReport): void {
  if (report.persistent) {
    try {
      localStorage.setItem(KEY, String(report.count))
    } catch {
      // Storage full or blocked: other pages keep the last count mirrored (if any) until they
      // open the database, which publishes the live count again.
    }
  }
  for (const listener of listeners) listener(report)
}

/** Reports counts published in this tab, and counts another tab mirrors; returns the unsubscribe. */
export function watchCartCount(onReport: (report: CartCountReport) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return
    const count = readMirroredCartCount()
    if (count !== null) onReport({ count, persistent: true })
  }
  listeners.add(onReport)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onReport)
    window.removeEventListener('storage', onStorage)
  }
}
