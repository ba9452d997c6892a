/**
 * Whether the network looks usable. navigator.onLine alone lies (it is true on a captive or
 * dead Wi-Fi), so code that sees a fetch fail for network reasons reports it here too.
 */
type Listener = (offline: boolean) => void

const listeners = new Set<Listener>()
let failedSinceOnline = false

function emit(offline: boolean): void {
  for (const listener of listeners) listener(offline)
}

/** Call when a request failed because the network is unreachable (not for HTTP errors). */
export function reportNetworkFailure(): void {
  failedSinceOnline = true
  emit(true)
}

/** Call when a request to the network succeeded again. */
export function reportNetworkSuccess(): void {
  if (!failedSinceOnline) return
  failedSinceOnline = false
  emit(false)
}

export function isOfflineNow(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || failedSinceOnline
}

/** Subscribes to offline/online changes; returns the unsubscribe function. Browser only. */
export function subscribeNetworkStatus(listener: Listener): () => void {
  const onOnline = () => {
    failedSinceOnline = false
    listener(false)
  }
  const onOffline = () => listener(true)
  listeners.add(listener)
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', onOffline)
  }
}
