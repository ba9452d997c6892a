import { type RefCallback, useCallback, useEffect, useState } from 'react'
import { useInView } from '../../ui/use-in-view'
import { countUpValue } from './count-up'

const DURATION_MS = 2000

/**
 * Counts from 0 up to `target` once, the first time the counter scrolls into view (threshold 0.2,
 * margin -50px). The server and the first render show the target itself; a counter already on
 * screen at hydration, or with reduced motion, keeps showing it and never counts.
 */
export function useCountUp(target: number): [RefCallback<HTMLElement>, number] {
  const [inViewRef, inView] = useInView<HTMLElement>({ threshold: 0.2, rootMargin: '-50px' })
  const [node, setNode] = useState<HTMLElement | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [value, setValue] = useState(target)
  const ref = useCallback<RefCallback<HTMLElement>>(
    (element) => {
      inViewRef(element)
      setNode(element)
    },
    [inViewRef],
  )

  useEffect(() => {
    if (!node) return
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const belowFold = node.getBoundingClientRect().top > window.innerHeight
    if (reduce || !belowFold || typeof IntersectionObserver === 'undefined') return
    setWaiting(true)
    setValue(0)
  }, [node])

  useEffect(() => {
    if (!waiting || !inView) return
    let frame = 0
    const started = performance.now()
    const tick = (now: number) => {
      const elapsed = now - started
      setValue(countUpValue(target, elapsed, DURATION_MS))
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(tick)
      else setWaiting(false)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [waiting, inView, target])

  return [ref, value]
}
