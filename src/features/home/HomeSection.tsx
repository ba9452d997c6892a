import type { ReactElement, ReactNode } from 'react'
import { FadeIn } from '../../ui/FadeIn'
import { SectionHeading } from '../../ui/SectionHeading'

interface HomeSectionProps {
  /** The section's name in data-home-section. */
  name: string
  /** Its class and its heading's id are `home-${block}`: its name, unless told otherwise. */
  block?: string
  cream?: boolean
  narrow?: boolean
  tag: string
  title: string
  /** One paragraph under the heading. */
  intro?: string
  children: ReactNode
}

/** A home section that opens with the centred tag, heading and intro, and fades in when near. */
export function HomeSection({
  name,
  block = name,
  cream = false,
  narrow = false,
  tag,
  title,
  intro,
  children,
}: HomeSectionProps): ReactElement {
  return (
    <section
      className={`section${cream ? ' section--cream' : ''} home-${block}`}
      aria-labelledby={`home-${block}`}
      data-home-section={name}
    >
      <FadeIn className={narrow ? 'container container--narrow' : 'container'}>
        <SectionHeading
          id={`home-${block}`}
          tag={tag}
          title={title}
          intro={intro ? <p>{intro}</p> : null}
        />
        {children}
      </FadeIn>
    </section>
  )
}
