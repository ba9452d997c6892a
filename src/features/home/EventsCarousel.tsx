import { byLocale as eventsByLocale, readAt } from 'virtual:content/events'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { splitEvents } from '../../lib/event-timing'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { useMinuteClock } from '../../lib/minute-clock'
import { EventCard } from '../../ui/cards/EventCard'
import { NoUpcomingEventsCard } from '../../ui/cards/NoUpcomingEventsCard'
import { FadeIn } from '../../ui/FadeIn'
import { SectionHeading } from '../../ui/SectionHeading'
import { Slider } from '../../ui/Slider'

/**
 * The events carousel: the next 6 events still to come, loop, autoplay 3000 ms, speed 1000, gap
 * 30, 1 / 2 from 768 / 3 from 1400. As of the build in the HTML, by the device's clock once
 * hydrated; with none to come, a card says so, above the link to all events.
 */
export function EventsCarousel(): ReactElement {
  const { events } = localized(eventsByLocale)
  const coming = splitEvents(events, useMinuteClock(readAt)).upcoming.slice(0, 6)
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
          title={t('pages.events.title')}
          intro={<p>{t('home.events.intro')}</p>}
        />
        {coming.length > 0 ? (
          <Slider
            // A new set of slides is a new carousel: Swiper's loop has moved the old slides around.
            key={coming.map((event) => event.id).join()}
            label={t('home.events.slider')}
            perView={{ 0: 1, 768: 2, 1400: 3 }}
            gap={30}
            speed={1000}
            autoplayDelay={3000}
            slides={coming.map((event) => ({
              id: event.id,
              content: <EventCard event={event} />,
            }))}
          />
        ) : (
          <div className="home-events__none">
            <NoUpcomingEventsCard />
          </div>
        )}
        <p className="section-more">
          <Link to="/events" className="btn btn--outline">
            {t('home.events.all')}
          </Link>
        </p>
      </FadeIn>
    </section>
  )
}
