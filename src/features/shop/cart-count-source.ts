import { liveQuery } from 'dexie'
import { getDatabaseConnection } from '../../db/open-database'

export interface CartCountWatch {
  /** False when the cart lives in memory only (IndexedDB unavailable). */
  persistent: boolean
  stop: () => void
}

/**
 * Opens the shared database and reports the number of cart lines now and after every change,
 * from any tab. Loaded on demand by the header badge, so Dexie stays out of the first bundle.
 */
export async function watchCartCount(onCount: (count: number) => void): Promise<CartCountWatch> {
  const { db, persistent } = await getDatabaseConnection()
  const subscription = liveQuery(() => db.cartLines.count()).subscribe({
    next: onCount,
    // A failed read leaves the last count shown; the cart page reports problems itself.
    error: () => undefined,
  })
  return { persistent, stop: () => subscription.unsubscribe() }
}
