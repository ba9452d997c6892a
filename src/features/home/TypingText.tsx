import type { ReactElement } from 'react'
import type { TypingCopy } from './hero-copy'
import { useTypingText } from './use-typing-text'

interface TypingTextProps {
  copy: TypingCopy
  /** Holds the current text while true (pause control, hover, focus, reduced motion). */
  paused: boolean
  /** Static words before the typed part, e.g. "We deliver hope through". */
  prefix?: string
}

/**
 * Typed text that never moves the page: every phrase sits invisibly in the same grid cell, so the
 * box is always as wide as the longest one. Screen readers skip the letters and read the whole
 * text once, from the visually hidden copy. The timers live here, so a typed letter re-renders
 * this line only.
 */
export function TypingText({ copy, paused, prefix }: TypingTextProps): ReactElement {
  const text = useTypingText(copy, paused)
  return (
    <>
      <span aria-hidden="true">
        {prefix ? `${prefix} ` : null}
        <span className="typing">
          {copy.phrases.map((phrase) => (
            <span key={phrase} className="typing__sizer">
              {phrase}
            </span>
          ))}
          <span className="typing__text">{text}</span>
        </span>
      </span>
      <span className="visually-hidden">{copy.spoken}</span>
    </>
  )
}
