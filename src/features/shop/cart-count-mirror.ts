// The cart's line count, mirrored in localStorage so that the header badge on every page can
// show it without loading and opening the database (Dexie's evaluation and IndexedDB's open were
// the largest start-up task after hydration on /). Whoever counts the cart live in the database
// keeps the mirror up to date; other tabs hear of changes through the `storage` event.

const KEY = 'harvest-share:cart-lines'

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

export function mirrorCartCount(count: number): void {
  try {
    localStorage.setItem(KEY, String(count))
  } catch {
    // Storage full or blocked: the badge then asks the database itself next time.
  }
}

/** Reports counts another tab mirrors; returns the unsubscribe. */
export function watchMirroredCartCount(onCount: (count: number) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== KEY) return
    const count = readMirroredCartCount()
    if (count !== null) onCount(count)
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
