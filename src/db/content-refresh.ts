import type { SavedContentTarget } from '../lib/saved-content'
import type { AppDatabase } from './database'

/**
 * Fetches each saved answer again and keeps the new copy where the pages read it. A failure
 * (offline, an error answer, the wrong shape) leaves the old copy as it was. Free of the DOM, so
 * the service worker runs it on Periodic Background Sync and the installed app at start-up.
 */
export async function refreshSavedContent(
  db: AppDatabase,
  targets: readonly SavedContentTarget[],
): Promise<void> {
  for (const target of targets) {
    try {
      const response = await fetch(target.url, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`status ${response.status}`)
      const body = (await response.json()) as unknown
      const list = target.answer === 'sanity' ? (body as { result?: unknown })?.result : body
      if (!Array.isArray(list)) throw new Error('not a list')
      await db.cache.put({ key: target.key, savedAt: Date.now(), value: list })
    } catch {
      // This answer keeps its old copy; the next refresh tries again.
    }
  }
}

/** How long ago the oldest of the saved answers was saved (Infinity when one is missing). */
export async function oldestSavedAge(
  db: AppDatabase,
  targets: readonly SavedContentTarget[],
  now: number,
): Promise<number> {
  const records = await db.cache.bulkGet(targets.map((target) => target.key))
  const ages = records.map((record) => (record ? now - record.savedAt : Number.POSITIVE_INFINITY))
  return Math.max(0, ...ages)
}
