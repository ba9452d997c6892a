import { byLocale as eventsByLocale } from 'virtual:content/events'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { EventCard } from '../../ui/cards/EventCard'
import { FadeIn } from '../../ui/FadeIn'
import { SectionHeading } from '../../ui/SectionHeading'
import { Slider } from '../../ui/Slider'

/** The events carousel: first 6, loop, autoplay 3000 ms, speed 1000, gap 30, 1 / 2 from 768 / 3 from 1400. */
export function EventsCarousel(): ReactElement {
  const { events } = localized(eventsByLocale)
  return (
    <section
      className="section home-events"
      aria-labelledby="home-events"
      data-home-section="events"
    >
      <FadeIn className="container">
        <SectionHeading
          id="home-events"
          tag={t('home.events.tag')}
          title={t('home.events.title')}
          intro={<p>{t('home.events.intro')}</p>}
        />
        <Slider
          label={t('home.events.slider')}
          perView={{ 0: 1, 768: 2, 1400: 3 }}
          gap={30}
          speed={1000}
          autoplayDelay={3000}
          slides={events.slice(0, 6).map((event) => ({
            id: event.id,
            content: <EventCard event={event} />,
          }))}
        />
        <p className="section-more">
          <Link to="/events" className="btn btn--outline">
            {t('home.events.all')}
          </Link>
        </p>
      </FadeIn>
    </section>
  )
}
