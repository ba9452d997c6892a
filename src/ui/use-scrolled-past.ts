import { useSyncExternalStore } from 'react'

// Browsers fire scroll events at most once per frame, as part of rendering: no throttle needed.
function subscribe(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}

/** True once the page is scrolled more than `offset` px. False on the server and while hydrating. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > offset,
    () => false,
  )
}
