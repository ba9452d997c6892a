// Geometry of IntersectionObserver reports for scroll-triggered entrances.

/**
 * An element taller than the viewport can never show `threshold` of itself, so it also counts as
 * in view once it fills half of the viewport; otherwise it would wait forever.
 */
export function isInView(
  entry: Pick<
    IntersectionObserverEntry,
    'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'
  >,
  threshold: number,
): boolean {
  if (!entry.isIntersecting) return false
  if (entry.intersectionRatio >= threshold) return true
  const root = entry.rootBounds
  return root !== null && entry.intersectionRect.height >= root.height / 2
}

/** Ratios to be called back at: the threshold, plus 5% steps so tall elements report growth. */
export function observedSteps(threshold: number): number[] {
  const steps = Array.from({ length: 21 }, (_, i) => i / 20)
  return [...new Set([...steps, threshold])].sort((a, b) => a - b)
}
