import { type RefCallback, useCallback, useEffect, useState } from 'react'

export interface InViewOptions {
  /** Share of the element that must be visible; SPEC.md §9 uses 0.2 for fade-ins. */
  threshold?: number
  /** Shrinks (negative) or grows the viewport used for the test; SPEC.md §9 uses -50px. */
  rootMargin?: string
  /** Stop watching after the first time the element comes into view. */
  once?: boolean
}

/**
 * Whether an element is in the viewport. False on the server and on the first client render so the
 * hydrated markup matches the prerendered one; where IntersectionObserver is missing it reports
 * true after mount, so content that waits for it is never stuck.
 */
export function useInView<T extends Element>({
  threshold = 0.2,
  rootMargin = '-50px',
  once = true,
}: InViewOptions = {}): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null)
  const [inView, setInView] = useState(false)
  const ref = useCallback<RefCallback<T>>((node) => setElement(node), [])

  useEffect(() => {
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => isInView(entry, threshold))
        if (visible && once) observer.disconnect()
        if (visible || !once) setInView(visible)
      },
      { threshold: observedSteps(threshold), rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, threshold, rootMargin, once])

  return [ref, inView]
}

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
function observedSteps(threshold: number): number[] {
  const steps = Array.from({ length: 21 }, (_, i) => i / 20)
  return [...new Set([...steps, threshold])].sort((a, b) => a - b)
}
