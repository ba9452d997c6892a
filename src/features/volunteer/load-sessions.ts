import { type LiveOrSavedDeps, loadLiveOrSaved } from '../../lib/live-or-saved'
import type { PackingSessionDocument } from './session-documents'
import { validateSessionDocuments } from './session-documents'

/**
 * What the schedule can show after one attempt to load the staff's changes (loadLiveOrSaved):
 * Sanity's answer just now, with when it was checked; the last answer kept on this device, with
 * when it was saved (offline, or Sanity failed); or nothing (`none`: nothing was ever saved here)
 * or `not-configured` (no Sanity project), when only the weekly rule shows and the page says so,
 * since a cancelled week would not show.
 */
export type SessionsResult =
  | { status: 'loaded'; value: PackingSessionDocument[]; checkedAt: number }
  | { status: 'cached'; value: PackingSessionDocument[]; savedAt: number; offline: boolean }
  | { status: 'none'; offline: boolean }
  | { status: 'not-configured' }

export interface LoadSessionsDeps extends LiveOrSavedDeps {
  configured: boolean
  reportProblems(problems: readonly string[]): void
}

/**
 * One attempt (loadLiveOrSaved): the live answer, else the copy saved on the device with its
 * date, else the weekly rule alone.
 */
export async function loadSessions(
  deps: LoadSessionsDeps,
  signal?: AbortSignal,
): Promise<SessionsResult> {
  if (!deps.configured) return { status: 'not-configured' }
  const read = (documents: readonly unknown[]) => {
    const { sessions, problems } = validateSessionDocuments(documents)
    deps.reportProblems(problems)
    return sessions
  }
  const result = await loadLiveOrSaved(deps, read, signal)
  return result.status === 'loaded' ? { ...result, checkedAt: Date.now() } : result
}
