import type { ReactElement } from 'react'
import { testimonials } from '../../content/testimonials'
import { TestimonialCard } from '../../ui/cards/TestimonialCard'
import { FadeIn } from '../../ui/FadeIn'
import { SectionHeading } from '../../ui/SectionHeading'
import { Slider } from '../../ui/Slider'

/** "Community Voices": a carousel of cards, 1 below 991 px, 2 from 991, 3 from 1200, speed 1000. */
export function TestimonialsSection(): ReactElement {
  return (
    <section
      className="section home-voices"
      aria-labelledby="home-voices"
      data-home-section="testimonials"
    >
      <FadeIn className="container">
        <SectionHeading
          id="home-voices"
          tag="Testimonials"
          title="Community Voices"
          intro={
            <p>
              Support here runs both ways. Neighbours who came for a box, volunteers who stayed for
              the company, and families who now pack for others tell what the collective means to
              them.
            </p>
          }
        />
        <Slider
          label="Testimonial cards"
          perView={{ 0: 1, 991: 2, 1200: 3 }}
          gap={30}
          speed={1000}
          slides={testimonials.map((t) => ({
            id: t.id,
            content: <TestimonialCard testimonial={t} headingLevel="h3" block="voice-card" />,
          }))}
        />
      </FadeIn>
    </section>
  )
}
