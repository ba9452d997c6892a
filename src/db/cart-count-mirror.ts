import { atom } from 'jotai/vanilla'
import { appStore } from '../lib/app-store'
import { CART_LINES_KEY as KEY, readHint, rememberCartLines } from './saved-state-hints'

// The cart's line count, published by the open database and mirrored in localStorage, so that the
// header badge on every page can show it without loading Dexie and opening IndexedDB (that was
// the largest start-up task after hydration on /). Whichever page opens the database publishes
// the live count (open-database.ts) into cartCountAtom; other tabs' counts arrive through the
// `storage` event while the atom is watched. The same mirror tells the prerendered cart and
// checkout pages whether the cart is empty before the app starts (saved-state-hints.ts). No Dexie
// import here.

export interface CartCountReport {
  count: number
  /** False when the cart lives in memory only (IndexedDB unavailable): it is gone on reload. */
  persistent: boolean
}

/** The mirrored count, or null when there is none yet (or storage is unavailable). */
export function readMirroredCartCount(): number | null {
  const stored = readHint(KEY)
  if (stored == null) return null
  const count = Number(stored)
  return Number.isInteger(count) && count >= 0 ? count : null
}

/**
 * The latest count: published in this tab, or mirrored (by an earlier page or another tab).
 * Null until one is known. Watching it (browser only) first takes the mirrored count if this tab
 * has published none, then follows the counts other tabs mirror.
 */
export const cartCountAtom = atom<CartCountReport | null>(null)
cartCountAtom.onMount = (setReport) => {
  if (appStore.get(cartCountAtom) === null) {
    const mirrored = readMirroredCartCount()
    if (mirrored !== null) setReport({ count: mirrored, persistent: true })
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return
    const count = readMirroredCartCount()
    if (count !== null) setReport({ count, persistent: true })
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/**
 * Called with the live count whenever it changes. Only a persistent cart is mirrored: an
 * in-memory cart must not outlive the page, nor overwrite the count of the cart that is saved.
 */
export function publishCartCount(report: CartCountReport): void {
  // Storage full or blocked: other pages keep the last count mirrored (if any) until they open
  // the database, which publishes the live count again.
  rememberCartLines(report.count, report.persistent)
  appStore.set(cartCountAtom, report)
}
