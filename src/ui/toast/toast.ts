import { atom } from 'jotai/vanilla'
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack'
import { appStore } from '../../lib/app-store'

// The site's toasts (notistack, top-right, five seconds), through a facade that does not
// load notistack. notistack and its CSS-in-JS engine (goober) inject a <style> element while
// their module is evaluated; inside the entry chunk that made the browser's (and Lighthouse's)
// first evaluation of the whole bundle slower, on every page, for toasts nobody had asked for.
// The <Toaster /> loads notistack when the first toast is asked for, which then waits in
// waitingToastsAtom.

export type ToastOptions = OptionsObject

interface ToastHost {
  enqueue: (message: SnackbarMessage, options: ToastOptions) => SnackbarKey
  close: (key: SnackbarKey) => void
}

interface WaitingToast {
  message: SnackbarMessage
  options: ToastOptions
}

/** Toasts asked for before the toaster has loaded, in order; it shows them once it has. */
export const waitingToastsAtom = atom<WaitingToast[]>([])
/** notistack's enqueue and close, once the toaster has mounted. */
const toastHostAtom = atom<ToastHost | null>(null)
/** How many keys showToast has made up, so each toast without one gets its own. */
let madeKeys = 0

/** Shows a toast now, or as soon as the toaster has loaded; returns its key for closeToast. */
export function showToast(message: SnackbarMessage, options: ToastOptions = {}): SnackbarKey {
  const key = options.key ?? `toast-${++madeKeys}`
  const withKey = { ...options, key }
  const host = appStore.get(toastHostAtom)
  if (host) host.enqueue(message, withKey)
  else appStore.set(waitingToastsAtom, (waiting) => [...waiting, { message, options: withKey }])
  return key
}

/** Closes a toast, including one still waiting for the toaster. */
export function closeToast(key: SnackbarKey): void {
  appStore.set(waitingToastsAtom, (waiting) => waiting.filter((toast) => toast.options.key !== key))
  appStore.get(toastHostAtom)?.close(key)
}

/** Calls `listener` once a toast waits for the toaster (at once if one already does). */
export function whenToastWaiting(listener: () => void): () => void {
  if (appStore.get(waitingToastsAtom).length > 0) {
    listener()
    return () => undefined
  }
  const stop = appStore.sub(waitingToastsAtom, () => {
    if (appStore.get(waitingToastsAtom).length === 0) return
    stop()
    listener()
  })
  return stop
}

/** Called by the toaster once notistack is mounted: shows what waited, then forwards. */
export function connectToastHost(next: ToastHost): () => void {
  appStore.set(toastHostAtom, next)
  const shown = appStore.get(waitingToastsAtom)
  appStore.set(waitingToastsAtom, [])
  for (const toast of shown) next.enqueue(toast.message, toast.options)
  return () => {
    if (appStore.get(toastHostAtom) === next) appStore.set(toastHostAtom, null)
  }
}
