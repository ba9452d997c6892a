import { useCallback, useMemo, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept up to date. False on the server and while hydrating (so
 * hydration matches the prerendered HTML), then the real answer.
 */
export function useMediaQuery(query: string): boolean {
  // One list per query, not one per render: React reads the snapshot on every render.
  const list = useMemo(
    () => (typeof window === 'undefined' ? null : window.matchMedia(query)),
    [query],
  )
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [list],
  )
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  )
}
