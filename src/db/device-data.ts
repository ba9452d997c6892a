import type { AppDatabase } from './database'
import { kindOf } from './outbox'

/** How many records of each kind the site keeps on this device. */
export interface DeviceDataCounts {
  cartLines: number
  wishlist: number
  compare: number
  orders: number
  /** Contact messages (a sign-up's own messages count with the sign-up). */
  outbox: number
  /** Volunteer sign-ups made on this device. */
  signups: number
  /** Saved answers (the Impact page's last donation reports). */
  cachedReports: number
}

export function countDeviceData(db: AppDatabase): Promise<DeviceDataCounts> {
  return db.transaction('r', db.tables, async () => ({
    cartLines: await db.cartLines.count(),
    wishlist: await db.wishlist.count(),
    compare: await db.compare.count(),
    orders: await db.orders.count(),
    outbox: await db.outbox.filter((record) => kindOf(record) === 'contact').count(),
    signups: await db.signups.count(),
    cachedReports: await db.cache.count(),
  }))
}

/**
 * Empties every table of the visitor's data in one transaction (all or nothing) and returns what
 * was there. A message being sent at this very moment may still go out, but is not kept.
 */
export function clearDeviceData(db: AppDatabase): Promise<DeviceDataCounts> {
  return db.transaction('rw', db.tables, async () => {
    const counts = await countDeviceData(db)
    await Promise.all(db.tables.map((table) => table.clear()))
    return counts
  })
}
