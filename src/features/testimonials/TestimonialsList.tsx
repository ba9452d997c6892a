import type { ReactElement } from 'react'
import { testimonials } from '../../content/testimonials'
import { SectionHeading } from '../../ui/SectionHeading'
import './testimonials.css'

/** All six community voices, each with its initial avatar and "Author - Role" heading. */
export function TestimonialsList(): ReactElement {
  return (
    <section className="section section--cream" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          tag="#Testimonials"
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
              <figure className="card testimonial">
                <blockquote className="testimonial__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__avatar" aria-hidden="true">
                    {testimonial.author.charAt(0)}
                  </span>
                  <h2 className="testimonial__name">
                    {testimonial.author} - {testimonial.role}
                  </h2>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
