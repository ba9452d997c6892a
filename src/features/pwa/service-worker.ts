import { CACHE_LANGUAGE_MESSAGE } from '../../lib/cache-names'
import { activeLocale } from '../../lib/i18n/translate'

/** The hourly check keeps a long-open tab (a kiosk at the packing session) up to date. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

interface ServiceWorkerHandlers {
  /** A new version is installed and waiting; call `activate` to switch to it and reload. */
  onUpdateReady: (activate: () => void) => void
  /** The first install finished: the site now works offline. */
  onOfflineReady: () => void
}

/**
 * Registers the service worker with workbox-window (loaded on demand, after the page is
 * interactive) and reports the moments the visitor should hear about. Returns a cleanup.
 */
export async function startServiceWorker(handlers: ServiceWorkerHandlers): Promise<() => void> {
  // A draft preview (server/preview-site.ts) is never installed: it must not outlive the preview.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || import.meta.env.VITE_SITE_PREVIEW)
    return () => {}
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })

  wb.addEventListener('waiting', () => {
    handlers.onUpdateReady(() => {
      // Reload once the new worker has taken control, so the page and its assets match.
      wb.addEventListener('controlling', () => window.location.reload())
      wb.messageSkipWaiting()
    })
  })
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) handlers.onOfflineReady()
  })

  const registration = await wb.register()
  // The worker keeps this page's language offline, in the background (sw/language-pages.ts): the
  // language that installed it already is; after a switch, this downloads the other one.
  void navigator.serviceWorker.ready.then((ready) =>
    ready.active?.postMessage({ type: CACHE_LANGUAGE_MESSAGE, locale: activeLocale() }),
  )
  const timer = window.setInterval(() => {
    registration?.update().catch(() => {
      // Offline or the server is down: the next tick tries again.
    })
  }, UPDATE_CHECK_INTERVAL_MS)
  return () => window.clearInterval(timer)
}
