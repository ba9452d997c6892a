import type { ReactElement, ReactNode } from 'react'
import type { ContentImage } from '../../content/image'
import { ContentImg } from '../../ui/ContentImg'
import { FadeIn } from '../../ui/FadeIn'

interface SplitBlockProps {
  /** The section's name in data-home-section; its heading's id is `home-${name}`. */
  name: string
  /** Extra classes of the section, e.g. its background. */
  className: string
  picture: ContentImage | undefined
  /** Picture on the right instead of the left (from the tablet layout up). */
  reverse?: boolean
  tag: string
  title: string
  /** The text under the heading: paragraphs, lists, actions. */
  children: ReactNode
}

/** A home section of a picture beside a tagged heading and its text (about and target blocks). */
export function SplitBlock({
  name,
  className,
  picture,
  reverse = false,
  tag,
  title,
  children,
}: SplitBlockProps): ReactElement {
  const headingId = `home-${name}`
  return (
    <section
      className={`section ${className}`}
      aria-labelledby={headingId}
      data-home-section={name}
    >
      <FadeIn className={reverse ? 'container split split--reverse' : 'container split'}>
        {picture ? (
          <ContentImg image={picture} className="split__image" loading="lazy" decoding="async" />
        ) : null}
        <div className="split__text">
          <p className="section-heading__tag">{tag}</p>
          <h2 id={headingId}>{title}</h2>
          {children}
        </div>
      </FadeIn>
    </section>
  )
}
