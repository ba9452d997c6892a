import { type LiveOrSavedDeps, loadLiveOrSaved } from '../../lib/live-or-saved'
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

export interface LoadSessionsDeps extends LiveOrSavedDeps {
  configured: boolean
  clock(): number
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
  if (!deps.configured) return { status: 'rule', reason: 'not-configured', offline: false }
  const read = (documents: readonly unknown[]) => {
    const { sessions, problems } = validateSessionDocuments(documents)
    deps.reportProblems(problems)
    return sessions
  }
  const result = await loadLiveOrSaved(deps, read, signal)
  if (result.status === 'loaded') {
    return { status: 'loaded', documents: result.value, checkedAt: deps.clock() }
  }
  if (result.status === 'none') {
    return { status: 'rule', reason: 'unavailable', offline: result.offline }
  }
  const { value: documents, ...rest } = result
  return { ...rest, documents }
}
