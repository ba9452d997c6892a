import { byLocale as testimonialsByLocale } from 'virtual:content/testimonials'
import type { ReactElement } from 'react'
import { TestimonialCard } from '../../ui/cards/TestimonialCard'
import { SectionHeading } from '../../ui/SectionHeading'
import './testimonials.css'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'

/** All six community voices, each with its initial avatar and "Author - Role" heading. */
export function TestimonialsList(): ReactElement {
  const { testimonials } = localized(testimonialsByLocale)
  return (
    <section className="section section--cream" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          tag={t('pages.testimonials.tag')}
          title={t('pages.testimonials.title')}
          intro={<p>{t('pages.testimonials.intro')}</p>}
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
