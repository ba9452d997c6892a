/**
 * How far above or below the viewport an element counts as near, so that lazy work (a carousel's
 * Swiper, the home sections' hydration) is done by the time it scrolls in: about a third of a
 * phone screen.
 */
export const NEAR_MARGIN = '300px 0px'

/**
 * Calls `onNear` once, when any of `elements` comes within NEAR_MARGIN of the viewport. Needs
 * IntersectionObserver; returns a function that stops watching.
 */
export function watchNearViewport(elements: readonly Element[], onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: NEAR_MARGIN },
  )
  for (const element of elements) observer.observe(element)
  return () => observer.disconnect()
}

/**
 * Resolves once any of `elements` is within NEAR_MARGIN of the viewport (at once where there is
 * no IntersectionObserver), or when `signal` aborts: "stop waiting, it is needed now".
 */
export function whenNearViewport(
  elements: readonly Element[],
  signal?: AbortSignal,
): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const stop = watchNearViewport(elements, resolve)
    const now = () => {
      stop()
      resolve()
    }
    if (signal?.aborted) now()
    signal?.addEventListener('abort', now, { once: true })
  })
}
