import type { ReactElement, ReactNode } from 'react'
import './reserved-text.css'

/**
 * Text that changes once data arrives, in a box already as tall as the longer of what it shows
 * and `reserve`, a stand-in for what it will show (the same message with typical values): on a
 * phone the two can wrap to different numbers of lines, and then everything below would move.
 * The stand-in is drawn by CSS and hidden, so it is not in the page's text, not read out and
 * not found by a search.
 */
export function ReservedText({
  children,
  reserve,
  className,
}: {
  children: ReactNode
  reserve: string
  /** Styles the text and the stand-in alike (its font decides how it wraps). */
  className?: string
}): ReactElement {
  return (
    <span
      className={className ? `reserved-text ${className}` : 'reserved-text'}
      data-reserve={reserve}
    >
      <span>{children}</span>
    </span>
  )
}
