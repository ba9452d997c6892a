import { atom } from 'jotai/vanilla'
import { appStore, useHydratedAtomValue } from './app-store'

/**
 * The one source of "are we online". Two facts, two atoms:
 * - what the browser says (navigator.onLine and its online/offline events): the contact map, the
 *   outbox, the donation and Impact requests act on it;
 * - whether a request has since failed for network reasons. navigator.onLine alone lies (it is
 *   true on a captive or dead Wi-Fi), so code that sees a fetch fail that way reports it here, and
 *   the site-wide offline banner shows either.
 * Both start as "online", which is what every prerendered page shows.
 */

/** What the browser says, followed while anything listens (from an effect, never on the server). */
export const browserOnlineAtom = atom(true)
browserOnlineAtom.onMount = (setOnline) => {
  const update = () => setOnline(navigator.onLine)
  const onOnline = () => {
    // The browser has news the failed request did not: try the network again.
    appStore.set(networkFailedAtom, false)
    update()
  }
  update()
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', update)
  return () => {
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', update)
  }
}

/** True from a request failing for network reasons until one succeeds or the browser is back online. */
export const networkFailedAtom = atom(false)

/** What the offline banner shows: the browser is offline, or the network just failed us. */
export const offlineAtom = atom((get) => !get(browserOnlineAtom) || get(networkFailedAtom))

/** Call when a request failed because the network is unreachable (not for HTTP errors). */
export function reportNetworkFailure(): void {
  appStore.set(networkFailedAtom, true)
}

/** Call when a request to the network succeeded again. */
export function reportNetworkSuccess(): void {
  appStore.set(networkFailedAtom, false)
}

/** What the browser says right now; for event handlers and effects (true outside a browser). */
export function isOnlineNow(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

/** The browser's online state for rendering: true on the server and while hydrating. */
export function useOnline(): boolean {
  return useHydratedAtomValue(browserOnlineAtom, true)
}

/** The offline banner's state for rendering: false on the server and while hydrating. */
export function useOffline(): boolean {
  return useHydratedAtomValue(offlineAtom, false)
}
