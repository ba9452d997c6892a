import { useEffect } from 'react'

/**
 * Marks <html data-hydrated="true"> once React has taken over the prerendered page. CSS can
 * tell apart "no JavaScript" from "not yet", and end-to-end tests wait for it before clicking.
 */
export function HydrationMarker(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
