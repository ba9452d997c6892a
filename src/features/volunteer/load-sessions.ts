import type { PackingSessionDocument } from './session-documents'
import { validateSessionDocuments } from './session-documents'

/**
 * What the schedule can show after one attempt to load the staff's changes:
 * - `loaded`: Sanity's answer, just now;
 * - `cached`: the last answer kept on this device, with when it was saved (offline, or Sanity
 *   failed);
 * - `rule`: only the weekly rule, because no Sanity project is configured or nothing was ever
 *   saved here; the page says so, since a cancelled week would not show.
 */
export type SessionsResult =
  | { status: 'loaded'; documents: PackingSessionDocument[]; checkedAt: number }
  | {
      status: 'cached'
      documents: PackingSessionDocument[]
      savedAt: number
      offline: boolean
    }
  | { status: 'rule'; reason: 'not-configured' | 'unavailable'; offline: boolean }

export interface CachedDocuments {
  savedAt: number
  documents: unknown[]
}

export interface LoadSessionsDeps {
  configured: boolean
  fetchDocuments(signal?: AbortSignal): Promise<unknown[]>
  readCache(): Promise<CachedDocuments | null>
  writeCache(documents: unknown[]): Promise<void>
  isOnline(): boolean
  clock(): number
  reportProblems(problems: readonly string[]): void
  logFailure(error: unknown): void
}

/**
 * One attempt: the live answer, else the copy saved on the device with its date, else the
 * weekly rule alone. Offline with a saved copy, that copy is shown at once rather than after a
 * timeout; with none the network is still tried, since a service worker may answer from its cache.
 */
export async function loadSessions(
  deps: LoadSessionsDeps,
  signal?: AbortSignal,
): Promise<SessionsResult> {
  if (!deps.configured) return { status: 'rule', reason: 'not-configured', offline: false }
  const read = (documents: readonly unknown[]) => {
    const { sessions, problems } = validateSessionDocuments(documents)
    deps.reportProblems(problems)
    return sessions
  }
  const fromCache = async (): Promise<SessionsResult | null> => {
    const cached = await deps.readCache()
    if (!cached) return null
    return {
      status: 'cached',
      documents: read(cached.documents),
      savedAt: cached.savedAt,
      offline: !deps.isOnline(),
    }
  }

  if (!deps.isOnline()) {
    const cached = await fromCache()
    if (cached) return cached
  }
  try {
    const documents = await deps.fetchDocuments(signal)
    const sessions = read(documents)
    // A copy that cannot be saved costs only the offline fallback, never this answer.
    await deps.writeCache(documents).catch(() => {})
    return { status: 'loaded', documents: sessions, checkedAt: deps.clock() }
  } catch (error) {
    if (signal?.aborted) throw error
    deps.logFailure(error)
    return (
      (await fromCache()) ?? { status: 'rule', reason: 'unavailable', offline: !deps.isOnline() }
    )
  }
}
