import type { ReactElement, ReactNode } from 'react'
import './section-heading.css'

interface SectionHeadingProps {
  /** The small label above the heading, e.g. "Testimonials". */
  tag?: string
  title: string
  /** Id for the h2, so the section can point at it with aria-labelledby. */
  id?: string
  intro?: ReactNode
}

/** The centred tag + h2 + intro that opens most sections. */
export function SectionHeading({ tag, title, id, intro }: SectionHeadingProps): ReactElement {
  return (
    <div className="section-heading">
      {tag ? <p className="section-heading__tag">{tag}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <div className="section-heading__intro">{intro}</div> : null}
    </div>
  )
}
