import type { SavedDocuments } from '../lib/live-or-saved'
import { loadDatabase } from './lazy-database'

/**
 * The last answer that loaded, kept in IndexedDB so the page still shows real numbers offline or
 * when the service fails, with or without a service worker. Storage failures (private mode, quota,
 * no IndexedDB) only mean there is no saved copy: they never break the page. Dexie is loaded with
 * the first read or write: online, the answer is shown first and saved afterwards.
 */
export async function readCachedReports(key: string): Promise<SavedDocuments | null> {
  try {
    const record = await (await loadDatabase()).cache.get(key)
    if (!record || !Array.isArray(record.value)) return null
    return { savedAt: record.savedAt, documents: record.value }
  } catch {
    return null
  }
}

export async function saveCachedReports(key: string, documents: unknown[]): Promise<void> {
  try {
    await (await loadDatabase()).cache.put({ key, savedAt: Date.now(), value: documents })
  } catch {
    // Nothing saved: the next offline visit shows the "couldn't load" message instead.
  }
}
