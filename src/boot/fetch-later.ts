import { APP_SCRIPTS_ATTRIBUTE, type AppScripts } from './app-scripts'

/** The `later` scripts every JSON block of the page lists, once each. */
export function laterScripts(doc: Document = document): string[] {
  const urls = [...doc.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)].flatMap((block) => {
    try {
      return (JSON.parse(block.textContent ?? '{}') as AppScripts).later ?? []
    } catch {
      return []
    }
  })
  return [...new Set(urls)]
}

/**
 * Fetches the chunks of the parts that hydrate when the visitor nears them, without running them:
 * a modulepreload puts each module in the page's module map, so the part's import() later needs
 * no network. Done once the page has hydrated, in an idle moment, so it never competes with the
 * start-up. (With the service worker in control these come from its cache anyway; this covers the
 * first visit, before it is.)
 */
export function fetchLaterScripts(doc: Document = document): void {
  const urls = laterScripts(doc)
  if (urls.length === 0) return
  const hydrated = () => doc.documentElement.hasAttribute('data-hydrated')
  const fetchAll = () => {
    for (const href of urls) {
      if (doc.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(fetchAll, { timeout: 2000 })
      : setTimeout(fetchAll, 200)
  if (hydrated()) {
    whenIdle()
    return
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return
    observer.disconnect()
    whenIdle()
  })
  observer.observe(doc.documentElement, { attributeFilter: ['data-hydrated'] })
}
