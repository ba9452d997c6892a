import { type ReactElement, useEffect, useMemo, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import type { TypingKeys } from './hero-copy'
import { initialTypingState, nextTypingState, visibleText } from './typing-machine'

interface TypingTextProps {
  copy: TypingKeys
  /** Holds the current text while true (pause control, hover, focus, reduced motion). */
  paused: boolean
  /** Static words before the typed part, e.g. "We deliver hope through". */
  prefix?: string
}

/**
 * Typed text that never moves the page: every phrase sits invisibly in the same grid cell, so the
 * box is always as wide as the longest one. Screen readers skip the letters and read the whole
 * text once, from the visually hidden copy. The timers live here, so a typed letter re-renders
 * this line only. It runs the typing machine while not `paused`, starting from (and, paused from
 * the start, staying on) the first phrase in full, like the server render.
 */
export function TypingText({ copy, paused, prefix }: TypingTextProps): ReactElement {
  // The page's language never changes while it is open: the words are read once.
  const phrases = useMemo(() => copy.phrases.map((key) => t(key)), [copy])
  const [state, setState] = useState(() => initialTypingState(phrases))
  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(
      () => setState((current) => nextTypingState(phrases, current)),
      copy.timings[state.phase],
    )
    return () => window.clearTimeout(timer)
  }, [state, paused, phrases, copy])
  return (
    <>
      <span aria-hidden="true">
        {prefix ? `${prefix} ` : null}
        <span className="typing">
          {phrases.map((phrase) => (
            <span key={phrase} className="typing__sizer">
              {phrase}
            </span>
          ))}
          <span className="typing__text">{visibleText(phrases, state)}</span>
        </span>
      </span>
      <span className="visually-hidden">{t(copy.spoken)}</span>
    </>
  )
}
