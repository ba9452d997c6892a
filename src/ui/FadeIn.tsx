import type { ElementType, ReactElement, ReactNode } from 'react'
import { useScrollReveal } from './use-scroll-reveal'
import './fade-in.css'

interface FadeInProps {
  children: ReactNode
  /** The wrapping element; a div unless the content calls for a section, li, article... */
  as?: ElementType
  className?: string
  /** Seconds to wait before the fade starts once in view, for staggered groups. */
  delay?: number
  /** Passed through to the element (e.g. aria-labelledby on a section). */
  [attribute: `aria-${string}` | `data-${string}`]: string | undefined
}

/**
 * Fades its content in when scrolled into view (threshold 0.2, margin -50px, as the template did).
 * The prerendered HTML is always visible: only after mount, and only for an element still below
 * the fold, is it hidden to wait for the scroll. Without JavaScript, or with reduced motion,
 * nothing is ever hidden.
 */
export function FadeIn({
  children,
  as: Tag = 'div',
  className,
  delay = 0,
  ...attributes
}: FadeInProps): ReactElement {
  const [ref, phase] = useScrollReveal<HTMLElement>()
  const classes = ['fade-in', `fade-in--${phase}`, className].filter(Boolean).join(' ')
  return (
    <Tag
      {...attributes}
      ref={ref}
      className={classes}
      style={delay > 0 ? { transitionDelay: `${delay}s` } : undefined}
    >
      {children}
    </Tag>
  )
}
