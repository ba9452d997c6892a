import { type RefObject, useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from './use-reduced-motion'

/**
 * 'static': leave the content as prerendered. 'waiting': below the fold, hidden or reset until
 * scrolled to. 'shown': it has just scrolled into view, so play the entrance.
 */
type RevealPhase = 'static' | 'waiting' | 'shown'

/** An entrance starts once 20% of the element is in view, 50 px inside the viewport's edge. */
const THRESHOLD = 0.2
const ROOT_MARGIN = '-50px'
/** Ratios to be called back at: 5% steps (the threshold is one), so tall elements report growth. */
const STEPS = Array.from({ length: 21 }, (_, i) => i / 20)

/**
 * The phase of a scroll-triggered entrance (fade-ins, counters). 'static' on the server, on the
 * first client render (so hydration matches), for an element already on screen, and with reduced
 * motion: content is never hidden there.
 */
export function useScrollReveal<T extends HTMLElement>(): [RefObject<T | null>, RevealPhase] {
  const ref = useRef<T>(null)
  const [phase, setPhase] = useState<RevealPhase>('static')

  useEffect(() => {
    const node = ref.current
    if (!node || prefersReducedMotion()) return
    let firstReport = true
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (!entry) return
        const wasFirst = firstReport
        firstReport = false
        if (isInView(entry, THRESHOLD)) {
          observer.disconnect()
          if (!wasFirst) setPhase('shown')
        } else if (wasFirst) {
          // "Below the fold" comes from the observer's first report, which arrives after layout:
          // measuring on mount instead forced a layout of the whole page during hydration.
          // Content the browser skips (content-visibility: auto, away from the viewport) reports
          // an empty box at the top of the page, but being skipped means it is off screen.
          if (entry.boundingClientRect.top > window.innerHeight || isSkipped(node)) {
            setPhase('waiting')
          } else observer.disconnect()
        }
      },
      { threshold: STEPS, rootMargin: ROOT_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return [ref, phase]
}

/** Whether the browser is skipping `node`'s rendering because it is far from the viewport. */
function isSkipped(node: HTMLElement): boolean {
  // Browsers without checkVisibility keep the earlier behaviour (on screen unless below it).
  return node.checkVisibility?.({ contentVisibilityAuto: true }) === false && node.checkVisibility()
}

/**
 * An element taller than the viewport can never show `threshold` of itself, so it also counts as
 * in view once it fills half of the viewport; otherwise it would wait forever.
 */
function isInView(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false
  if (entry.intersectionRatio >= threshold) return true
  const root = entry.rootBounds
  return root !== null && entry.intersectionRect.height >= root.height / 2
}
