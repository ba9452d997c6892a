import type { ReactElement } from 'react'
import type { TypingCopy } from './hero-copy'

interface TypingTextProps {
  copy: TypingCopy
  /** The text currently typed (from useTypingText). */
  text: string
  /** Static words before the typed part, e.g. "We deliver hope through". */
  prefix?: string
}

/**
 * Typed text that never moves the page: every phrase sits invisibly in the same grid cell, so the
 * box is always as wide as the longest one. Screen readers skip the letters and read the whole
 * text once, from the visually hidden copy.
 */
export function TypingText({ copy, text, prefix }: TypingTextProps): ReactElement {
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
          <span className="typing__text">
            {text}
            <span className="typing__caret" />
          </span>
        </span>
      </span>
      <span className="visually-hidden">{copy.spoken}</span>
    </>
  )
}
