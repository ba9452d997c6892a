import { startTransition, useCallback, useEffect, useRef, useState, useTransition } from 'react'

/** What a page shows when nothing could be loaded, not even its loader's code. */
type NoAnswer = { status: 'none'; offline: boolean }

/**
 * A list a page loads in the browser (the Impact reports, the packing sessions). "loading" on
 * the server and the first client render (so hydration matches), then `load` in an effect; again
 * when the connection comes back after an answer that was not live, and on demand with `retry`
 * (`retrying` while that load is under way, an async transition).
 */
export function useLoadedInBrowser<Result extends { status: string }>(
  load: (signal: AbortSignal) => Promise<Result>,
): { state: { status: 'loading' } | Result | NoAnswer; retrying: boolean; retry: () => void } {
  const [state, setState] = useState<{ status: 'loading' } | Result | NoAnswer>({
    status: 'loading',
  })
  const [retrying, startRetry] = useTransition()
  const current = useRef<AbortController | null>(null)

  const run = useCallback(async () => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    let result: Result | NoAnswer
    try {
      result = await load(controller.signal)
    } catch {
      // Only the loader's own code failing to arrive (offline with no service worker) gets here.
      result = { status: 'none', offline: !navigator.onLine }
    }
    // A transition: the page re-renders in slices between frames, not as one long task that a
    // tap during start-up would wait behind.
    if (!controller.signal.aborted) startTransition(() => setState(result))
  }, [load])

  useEffect(() => {
    void run()
    return () => current.current?.abort()
  }, [run])

  const retry = useCallback(() => startRetry(run), [run])

  const stale = state.status === 'cached' || state.status === 'none'
  useEffect(() => {
    if (!stale) return
    const onOnline = () => retry()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [stale, retry])

  return { state, retrying, retry }
}
