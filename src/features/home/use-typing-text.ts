import { useEffect, useState } from 'react'
import type { TypingCopy } from './hero-copy'
import { initialTypingState, nextTypingState, visibleText } from './typing-machine'

/**
 * Runs the typing machine on timers while not `paused` and returns the text to show. It starts
 * from (and, paused from the start, stays on) the first phrase in full, like the server render.
 */
export function useTypingText(copy: TypingCopy, paused: boolean): string {
  const [state, setState] = useState(() => initialTypingState(copy.phrases))
  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(
      () => setState((current) => nextTypingState(copy.phrases, current)),
      copy.timings[state.phase],
    )
    return () => window.clearTimeout(timer)
  }, [state, paused, copy])
  return visibleText(copy.phrases, state)
}
