import type { DeviceDataCounts } from '../../db/device-data'
import { clearDeviceData, countDeviceData } from '../../db/device-data'
import { getDatabase } from '../../db/open-database'
import { IMPACT_REPORTS_CACHE } from '../../lib/cache-names'
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

/** One line per kind that had anything, in the page's language; empty when there was nothing. */
export function describeDeviceData(data: DeviceData): string[] {
  const reports = data.cachedReports + data.offlineReports
  return [
    data.cartLines > 0 && t('privacy.count.cart', { count: data.cartLines }),
    data.wishlist > 0 && t('privacy.count.wishlist', { count: data.wishlist }),
    data.compare > 0 && t('privacy.count.compare', { count: data.compare }),
    data.orders > 0 && t('privacy.count.order', { count: data.orders }),
    data.outbox > 0 && t('privacy.count.message', { count: data.outbox }),
    data.signups > 0 && t('privacy.count.signup', { count: data.signups }),
    // The database's saved answers are the Impact reports and the volunteer schedule.
    reports > 0 && t('privacy.count.saved', { count: reports }),
  ].filter((line): line is string => typeof line === 'string')
}
