import { useLoadedInBrowser } from '../../ui/use-loaded-in-browser'
import type { SessionsResult } from './load-sessions'

export type SessionsState = { status: 'loading' } | SessionsResult

// The loader (config, @sanity/client, Dexie) is fetched after hydration, off the first paint.
async function loadInBrowser(signal: AbortSignal): Promise<SessionsResult> {
  const { loadSessionsInBrowser } = await import('./sessions-loader')
  return loadSessionsInBrowser(signal)
}

/** The staff's schedule changes. */
export const useSessions = () => useLoadedInBrowser(loadInBrowser).state
