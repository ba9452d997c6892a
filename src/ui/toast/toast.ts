import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack'

// The site's toasts (notistack, top-right, 5000 ms), through a facade that does not
// load notistack. notistack and its CSS-in-JS engine (goober) inject a <style> element while
// their module is evaluated; inside the entry chunk that made the browser's (and Lighthouse's)
// first evaluation of the whole bundle slower, on every page, for toasts nobody had asked for.
// The <Toaster /> loads notistack when the first toast is asked for, which then waits here.

export type ToastOptions = OptionsObject

interface ToastHost {
  enqueue: (message: SnackbarMessage, options: ToastOptions) => SnackbarKey
  close: (key: SnackbarKey) => void
}

let host: ToastHost | undefined
let waiting: { message: SnackbarMessage; options: ToastOptions }[] = []
let nextKey = 0
const onWaiting = new Set<() => void>()

/** Shows a toast now, or as soon as the toaster has loaded; returns its key for closeToast. */
export function showToast(message: SnackbarMessage, options: ToastOptions = {}): SnackbarKey {
  const withKey = { ...options, key: options.key ?? `toast-${++nextKey}` }
  if (host) host.enqueue(message, withKey)
  else {
    waiting.push({ message, options: withKey })
    for (const listener of onWaiting) listener()
    onWaiting.clear()
  }
  return withKey.key
}

/** Closes a toast, including one still waiting for the toaster. */
export function closeToast(key: SnackbarKey): void {
  waiting = waiting.filter((toast) => toast.options.key !== key)
  host?.close(key)
}

/** Calls `listener` once a toast waits for the toaster (at once if one already does). */
export function whenToastWaiting(listener: () => void): () => void {
  if (waiting.length > 0) {
    listener()
    return () => undefined
  }
  onWaiting.add(listener)
  return () => onWaiting.delete(listener)
}

/** Called by the toaster once notistack is mounted: shows what waited, then forwards. */
export function connectToastHost(next: ToastHost): () => void {
  host = next
  const shown = waiting
  waiting = []
  for (const toast of shown) next.enqueue(toast.message, toast.options)
  return () => {
    if (host === next) host = undefined
  }
}
