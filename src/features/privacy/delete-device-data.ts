import type { DeviceDataCounts } from '../../db/device-data'
import { clearDeviceData, countDeviceData } from '../../db/device-data'
import { getDatabase } from '../../db/open-database'
import { IMPACT_REPORTS_CACHE } from '../../lib/cache-names'

/** What the service worker's report cache holds, next to the database's counts. */
export interface DeviceData extends DeviceDataCounts {
  /** Donation-report answers kept by the service worker for offline use. */
  offlineReports: number
}

async function offlineReportCount(): Promise<number> {
  if (typeof caches === 'undefined' || !(await caches.has(IMPACT_REPORTS_CACHE))) return 0
  return (await (await caches.open(IMPACT_REPORTS_CACHE)).keys()).length
}

/** What the site keeps on this device right now. */
export async function readDeviceData(): Promise<DeviceData> {
  const [counts, offlineReports] = await Promise.all([
    countDeviceData(await getDatabase()),
    offlineReportCount(),
  ])
  return { ...counts, offlineReports }
}

/** Deletes it all (database, then the worker's report cache) and says what there was. */
export async function deleteDeviceData(): Promise<DeviceData> {
  const counts = await clearDeviceData(await getDatabase())
  const offlineReports = await offlineReportCount()
  if (typeof caches !== 'undefined') await caches.delete(IMPACT_REPORTS_CACHE)
  return { ...counts, offlineReports }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** One line per kind that had anything, in words; empty when there was nothing. */
export function describeDeviceData(data: DeviceData): string[] {
  const reports = data.cachedReports + data.offlineReports
  return [
    data.cartLines > 0 && plural(data.cartLines, 'item in the cart', 'items in the cart'),
    data.wishlist > 0 &&
      plural(data.wishlist, 'product on the wishlist', 'products on the wishlist'),
    data.compare > 0 &&
      plural(data.compare, 'product on the compare list', 'products on the compare list'),
    data.orders > 0 && plural(data.orders, 'order', 'orders'),
    data.outbox > 0 && plural(data.outbox, 'contact message', 'contact messages'),
    data.signups > 0 && plural(data.signups, 'volunteer sign-up', 'volunteer sign-ups'),
    reports > 0 &&
      plural(reports, 'saved copy of the Impact reports', 'saved copies of the Impact reports'),
  ].filter((line): line is string => typeof line === 'string')
}
