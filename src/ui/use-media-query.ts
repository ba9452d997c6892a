import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, kept up to date. False on the server and while hydrating (so
 * hydration matches the prerendered HTML), then the real answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
