import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { Testimonial } from '../../content-modules/types'
import { InitialAvatar } from '../InitialAvatar'

interface TestimonialCardProps {
  testimonial: Testimonial
  /** h2 on the testimonials page, h3 inside the home page's section. */
  headingLevel: 'h2' | 'h3'
  /** BEM block of the caller's stylesheet: the list page and the home carousel look different. */
  block: 'testimonial' | 'voice-card'
}

/** A quote with its author's initial as avatar and the heading "Author - Role". */
export function TestimonialCard({
  testimonial,
  headingLevel: Heading,
  block,
}: TestimonialCardProps): ReactElement {
  return (
    <figure className={`card ${block}`}>
      <blockquote className={`${block}__quote`}>
        <p lang={langOf(testimonial, 'quote')}>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={`${block}__author`}>
        <InitialAvatar name={testimonial.author} className={`${block}__avatar`} />
        <Heading className={`${block}__name`}>
          {testimonial.author} - {testimonial.role}
        </Heading>
      </figcaption>
    </figure>
  )
}
