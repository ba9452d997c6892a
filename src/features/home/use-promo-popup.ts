import { type ComponentType, useCallback, useEffect, useState } from 'react'

/** sessionStorage key: the popup shows once per browser session, so it never nags a visitor. */
export const PROMO_SEEN_KEY = 'harvest-share:promo-seen'

type Popup = ComponentType<{ onClose: () => void }>

// Storage can be blocked by privacy settings: then the popup shows, it just cannot be remembered.
function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(PROMO_SEEN_KEY) !== null
  } catch {
    return false
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(PROMO_SEEN_KEY, '1')
  } catch {}
}

/**
 * Whether this document was loaded at the current address: the visitor landed on the home page,
 * rather than following a link to it from another page of the site.
 */
function landedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0]
  return !entry || new URL(entry.name).pathname === window.location.pathname
}

function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run()
    return () => {}
  }
  window.addEventListener('load', run, { once: true })
  return () => window.removeEventListener('load', run)
}

/**
 * Opens the promotional popup once per session, for a visitor who lands on the home page;
 * someone already browsing the site who clicks Home is not interrupted. It opens on load,
 * as soon as its code and artwork are in, so it appears whole and at once rather than
 * seconds later over a page the visitor has started to read. The artwork is drawn inline, so the
 * hero image stays the page's largest paint. The prerendered page never contains the popup (the
 * flag can only be read in the browser), and being a fixed overlay it shifts nothing.
 */
export function usePromoPopup(): { Popup: Popup | null; close: () => void } {
  const [Popup, setPopup] = useState<Popup | null>(null)
  useEffect(() => {
    if (alreadySeen() || !landedHere()) return
    let cancelled = false
    const stopWaiting = afterLoad(() => {
      void import('./PromoPopup').then(async (module) => {
        // Offline without the artwork cached, the popup falls back to a plain <img>.
        await module.preparePromoArtwork().catch(() => undefined)
        if (cancelled) return
        markSeen()
        setPopup(() => module.default)
      })
    })
    return () => {
      cancelled = true
      stopWaiting()
    }
  }, [])
  const close = useCallback(() => setPopup(null), [])
  return { Popup, close }
}
