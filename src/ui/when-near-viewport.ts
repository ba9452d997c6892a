/**
 * How far above or below the viewport an element counts as near, so that lazy work (a carousel's
 * Swiper, the home sections' hydration) is done by the time it scrolls in: about a third of a
 * phone screen.
 */
export const NEAR_MARGIN = '300px 0px'

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
    const done = () => {
      observer.disconnect()
      resolve()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: NEAR_MARGIN },
    )
    for (const element of elements) observer.observe(element)
    if (signal?.aborted) done()
    signal?.addEventListener('abort', done, { once: true })
  })
}
