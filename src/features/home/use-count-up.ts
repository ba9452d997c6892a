import { type RefObject, useEffect, useState } from 'react'
import { useScrollReveal } from '../../ui/use-scroll-reveal'
import { countUpValue } from './count-up'

const DURATION_MS = 2000

/**
 * Counts from 0 up to `target` once, the first time the counter scrolls into view (threshold 0.2,
 * margin -50px). The server and the first render show the target itself; a counter already on
 * screen at hydration, or with reduced motion, keeps showing it and never counts.
 */
export function useCountUp(target: number): [RefObject<HTMLElement | null>, number] {
  const [ref, phase] = useScrollReveal<HTMLElement>()
  const [value, setValue] = useState(target)

  useEffect(() => {
    if (phase === 'static') return
    if (phase === 'waiting') {
      setValue(0)
      return
    }
    let frame = 0
    const started = performance.now()
    const tick = (now: number) => {
      const elapsed = now - started
      setValue(countUpValue(target, elapsed, DURATION_MS))
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [phase, target])

  return [ref, value]
}
