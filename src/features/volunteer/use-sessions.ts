import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { SessionsResult } from './load-sessions'

export type SessionsState = { status: 'loading' } | SessionsResult

// The loader (config, @sanity/client, Dexie) is fetched after hydration, off the first paint.
async function loadInBrowser(signal: AbortSignal): Promise<SessionsResult> {
  const { loadSessionsInBrowser } = await import('./sessions-loader')
  return loadSessionsInBrowser(signal)
}

/**
 * The staff's schedule changes. "loading" on the server and the first client render (so
 * hydration matches), then loaded in an effect, and again when the connection comes back after
 * an answer that was not live.
 */
export function useSessions(): SessionsState {
  const [state, setState] = useState<SessionsState>({ status: 'loading' })
  const current = useRef<AbortController | null>(null)

  const run = useCallback(async () => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    let result: SessionsResult
    try {
      result = await loadInBrowser(controller.signal)
    } catch {
      // Only the loader's own code failing to arrive (offline, no service worker) gets here.
      result = { status: 'none', offline: !navigator.onLine }
    }
    // A transition: the schedule re-renders in slices between frames, not as one long task
    // that a tap during start-up would wait behind.
    if (!controller.signal.aborted) startTransition(() => setState(result))
  }, [])

  useEffect(() => {
    void run()
    return () => current.current?.abort()
  }, [run])

  const stale = state.status === 'cached' || state.status === 'none'
  useEffect(() => {
    if (!stale) return
    const onOnline = () => void run()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [stale, run])

  return state
}
