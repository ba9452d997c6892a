import type { ReactElement } from 'react'
import { testimonials } from '../../content/testimonials'
import { TestimonialCard } from '../../ui/cards/TestimonialCard'
import { SectionHeading } from '../../ui/SectionHeading'
import './testimonials.css'

/** All six community voices, each with its initial avatar and "Author - Role" heading. */
export function TestimonialsList(): ReactElement {
  return (
    <section className="section section--cream" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          tag="Testimonials"
          title="Community Voices"
          intro={
            <p>
              Volunteers and neighbours, and many who are both, on what the collective means to
              them.
            </p>
          }
        />
        <ul className="grid card-list card-list--three">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} headingLevel="h2" block="testimonial" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
