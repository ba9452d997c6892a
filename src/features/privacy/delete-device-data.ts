import type { DeviceDataCounts } from '../../db/device-data'
import { clearDeviceData, countDeviceData } from '../../db/device-data'
import { getDatabase } from '../../db/open-database'
import { IMPACT_REPORTS_CACHE } from '../../lib/cache-names'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'

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

const plural = (count: number, one: MessageKey, many: MessageKey) =>
  t(count === 1 ? one : many, { count })

/** One line per kind that had anything, in the page's language; empty when there was nothing. */
export function describeDeviceData(data: DeviceData): string[] {
  const reports = data.cachedReports + data.offlineReports
  return [
    data.cartLines > 0 && plural(data.cartLines, 'privacy.count.cartOne', 'privacy.count.cartMany'),
    data.wishlist > 0 &&
      plural(data.wishlist, 'privacy.count.wishlistOne', 'privacy.count.wishlistMany'),
    data.compare > 0 &&
      plural(data.compare, 'privacy.count.compareOne', 'privacy.count.compareMany'),
    data.orders > 0 && plural(data.orders, 'privacy.count.orderOne', 'privacy.count.orderMany'),
    data.outbox > 0 && plural(data.outbox, 'privacy.count.messageOne', 'privacy.count.messageMany'),
    data.signups > 0 && plural(data.signups, 'privacy.count.signupOne', 'privacy.count.signupMany'),
    // The database's saved answers are the Impact reports and the volunteer schedule.
    reports > 0 && plural(reports, 'privacy.count.savedOne', 'privacy.count.savedMany'),
  ].filter((line): line is string => typeof line === 'string')
}
