import { startTransition, useCallback, useEffect, useRef, useState, useTransition } from 'react'
import type { ImpactReportsResult } from './load-impact-reports'

export type ImpactReportsState = { status: 'loading' } | ImpactReportsResult

// The loader (config, @sanity/client, Dexie) is fetched after hydration, off the first paint.
async function loadInBrowser(signal: AbortSignal): Promise<ImpactReportsResult> {
  const { loadReportsInBrowser } = await import('./reports-loader')
  return loadReportsInBrowser(signal)
}

/**
 * The reports for the Impact page. Renders "loading" on the server and on the first client render
 * (so hydration matches), then loads in an effect. A failed or offline result is tried again
 * when the browser comes back online; Retry tries again on demand.
 */
export function useImpactReports(): {
  state: ImpactReportsState
  retrying: boolean
  retry: () => void
} {
  const [state, setState] = useState<ImpactReportsState>({ status: 'loading' })
  // Retrying while a retry's load is under way (an async transition).
  const [retrying, startRetry] = useTransition()
  const current = useRef<AbortController | null>(null)

  const run = useCallback(async () => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    let result: ImpactReportsResult
    try {
      result = await loadInBrowser(controller.signal)
    } catch {
      // Only the loader's own code failing to arrive (offline with no service worker) gets here.
      result = { status: 'none', offline: !navigator.onLine }
    }
    if (controller.signal.aborted) return
    // A transition: the charts and the timeline re-render in slices between frames, not as one
    // long task that a tap during start-up would wait behind.
    startTransition(() => setState(result))
  }, [])

  useEffect(() => {
    void run()
    return () => current.current?.abort()
  }, [run])

  const retry = useCallback(() => startRetry(run), [run])

  const needsNetwork = state.status === 'none' || (state.status === 'cached' && state.offline)
  useEffect(() => {
    if (!needsNetwork) return
    const onOnline = () => retry()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [needsNetwork, retry])

  return { state, retrying, retry }
}
