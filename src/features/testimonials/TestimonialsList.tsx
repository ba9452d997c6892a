import { byLocale as testimonialsByLocale } from 'virtual:content/testimonials'
import type { ReactElement } from 'react'
import { TestimonialCard } from '../../ui/cards/TestimonialCard'
import { CardListSection } from '../../ui/SectionHeading'
import './testimonials.css'
import { localized } from '../../lib/i18n/localized'

/** All six community voices, each with its initial avatar and "Author - Role" heading. */
export function TestimonialsList(): ReactElement {
  return (
    <CardListSection
      page="testimonials"
      cream
      items={localized(testimonialsByLocale).testimonials}
      card={(testimonial) => (
        <TestimonialCard testimonial={testimonial} headingLevel="h2" block="testimonial" />
      )}
    />
  )
}
