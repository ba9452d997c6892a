import { type RefreshReport, refreshSavedContent } from '../src/db/content-refresh'
import type { AppDatabase } from '../src/db/database'
import { PERIODIC_REFRESH_TAG, type SavedContentTarget } from '../src/lib/saved-content'

/**
 * The service worker's side of Periodic Background Sync: when the browser wakes it with the
 * refresh tag (about every 12 hours at most, for an installed app it sees used), it fetches the
 * Impact reports and the volunteer schedule's changes again and keeps them where the pages read
 * them, so the numbers a volunteer opens at the packing table with no signal are the latest the
 * phone could get. Other tags are not ours.
 */
export function handlePeriodicSync(
  tag: string,
  db: () => AppDatabase,
  targets: readonly SavedContentTarget[],
  fetchFn: typeof fetch = fetch,
): Promise<RefreshReport> | null {
  if (tag !== PERIODIC_REFRESH_TAG) return null
  return refreshSavedContent(db(), targets, { fetchFn })
}
