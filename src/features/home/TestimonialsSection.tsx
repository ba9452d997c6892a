import { byLocale as testimonialsByLocale } from 'virtual:content/testimonials'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { TestimonialCard } from '../../ui/cards/TestimonialCard'
import { Slider } from '../../ui/Slider'
import { HomeSection } from './HomeSection'

/** "Community Voices": a carousel of cards, 1 below 991 px, 2 from 991, 3 from 1200, speed 1000. */
export function TestimonialsSection(): ReactElement {
  const { testimonials } = localized(testimonialsByLocale)
  return (
    <HomeSection
      name="testimonials"
      block="voices"
      tag={t('pages.testimonials.tag')}
      title={t('pages.testimonials.title')}
      intro={t('home.voices.intro')}
    >
      <Slider
        label={t('home.voices.slider')}
        perView={{ 0: 1, 991: 2, 1200: 3 }}
        gap={30}
        speed={1000}
        slides={testimonials.map((voice) => ({
          id: voice.id,
          content: <TestimonialCard testimonial={voice} headingLevel="h3" block="voice-card" />,
        }))}
      />
    </HomeSection>
  )
}
