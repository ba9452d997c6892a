import { APP_SCRIPTS_ATTRIBUTE, type AppScripts } from './app-scripts'

const whenIdle = (then: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(then, { timeout: 2000 })
    : setTimeout(then, 200)

/**
 * Fetches, without running them, the chunks the page's JSON blocks list as `later`, so a part that
 * hydrates near the viewport still can if the connection drops before the visitor reaches it, even
 * on a first visit, before the service worker holds its precache. Once the page has hydrated, one
 * chunk per idle moment: each modulepreload is a download and a compile that must not hold up the
 * start-up.
 */
export function fetchLaterScripts(): void {
  const waiting = [
    ...new Set(
      [...document.querySelectorAll(`script[${APP_SCRIPTS_ATTRIBUTE}]`)].flatMap(
        (block) => (JSON.parse(block.textContent || '{}') as AppScripts).later ?? [],
      ),
    ),
  ]
  const fetchNext = () => {
    const href = waiting.shift()
    if (href === undefined) return
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    )
    whenIdle(fetchNext)
  }
  if (waiting.length === 0) return
  // start-app calls this as hydration begins; the hydration marker sets data-hydrated when it ends.
  new MutationObserver((_, observer) => {
    observer.disconnect()
    whenIdle(fetchNext)
  }).observe(document.documentElement, { attributeFilter: ['data-hydrated'] })
}
