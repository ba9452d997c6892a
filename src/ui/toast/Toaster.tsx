import { type ComponentType, type ReactElement, useEffect, useState } from 'react'

/**
 * Where toasts appear. notistack is loaded after hydration, outside the entry chunk (the page's
 * loader preloads its chunk with the others, see scripts/router-manifest.ts), and nothing is
 * rendered before, on the server or in the first client render, so the two match. Should the
 * chunk fail to load (offline before the service worker is installed), toasts keep waiting in
 * the facade and loading is tried again once the browser is back online: never an error page.
 */
export function Toaster(): ReactElement | null {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)
  useEffect(() => {
    let cancelled = false
    const load = () => {
      import('./NotistackToaster')
        .then((module) => {
          // main.tsx's vite:preloadError handler can turn a failed load into no module at all.
          if (!module) throw new Error('The toaster did not load')
          if (!cancelled) setLoaded(() => module.default)
        })
        .catch(() => {
          if (!cancelled) window.addEventListener('online', load, { once: true })
        })
    }
    load()
    return () => {
      cancelled = true
      window.removeEventListener('online', load)
    }
  }, [])
  return Loaded ? <Loaded /> : null
}
