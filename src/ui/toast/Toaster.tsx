import { type ComponentType, type ReactElement, useEffect, useState } from 'react'
import { loadPatiently } from '../chunk-error'
import { whenToastWaiting } from './toast'

/**
 * Where toasts appear. notistack is loaded when the first toast is asked for, outside the entry
 * chunk: mounting it injects its styles and restyles the page, work a visit without toasts never
 * needs (after the first visit the service worker has the chunk, so it loads without the
 * network). Nothing is rendered before, on the server or in the first
 * client render, so the two match. Should the chunk still fail to load (offline before the
 * service worker is installed), toasts keep waiting in the facade and loading is tried again
 * once the browser is back online: never an error page. Not React.lazy: Suspense holds back the
 * content that replaces its fallback for up to 300 ms, and the first toast would wait that long.
 */
export function Toaster(): ReactElement | null {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    const stopWaiting = whenToastWaiting(() => {
      void loadPatiently(() => import('./NotistackToaster')).then((module) => {
        if (!cancelled) setLoaded(() => module.default)
      })
    })
    return () => {
      cancelled = true
      stopWaiting()
    }
  }, [])
  return Loaded ? <Loaded /> : null
}
