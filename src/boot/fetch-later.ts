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
 * Fetches the chunks of the parts that start when the visitor nears them, without running them:
 * a modulepreload puts each module in the page's module map, so the part's import() later needs
 * no network. Done once the page has hydrated, one chunk per idle moment, so it never competes
 * with the start-up: each link starts a download and, once it arrives, a compile, and the dozen
 * of /volunteer added in one go made a task long enough to hold up a slow phone. (With the
 * service worker in control these come from its cache anyway; this covers the first visit,
 * before it is.)
 */
export function fetchLaterScripts(doc: Document = document): void {
  const waiting = laterScripts(doc)
  if (waiting.length === 0) return
  const hydrated = () => doc.documentElement.hasAttribute('data-hydrated')
  const whenIdle = (then: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(then, { timeout: 2000 })
      : setTimeout(then, 200)
  const fetchNext = () => {
    const href = waiting.shift()
    if (href === undefined) return
    if (!doc.querySelector(`link[rel="modulepreload"][href="${href}"]`)) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.append(link)
    }
    whenIdle(fetchNext)
  }
  if (hydrated()) {
    whenIdle(fetchNext)
    return
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return
    observer.disconnect()
    whenIdle(fetchNext)
  })
  observer.observe(doc.documentElement, { attributeFilter: ['data-hydrated'] })
}
