import { byLocale as eventsByLocale, readAt } from 'virtual:content/events'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { splitEvents } from '../../lib/event-timing'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { useMinuteClock } from '../../lib/minute-clock'
import { EventCard } from '../../ui/cards/EventCard'
import { NoUpcomingEventsCard } from '../../ui/cards/NoUpcomingEventsCard'
import { CardListSection, SectionHeading } from '../../ui/SectionHeading'

/**
 * Upcoming events, soonest first, then past ones, most recent first. The HTML is written as of
 * the build; once hydrated, the page splits them again by the device's clock. Events only ever
 * move from the top of the upcoming list to the past list below it, and the upcoming list keeps at
 * least a card's height, so that correction moves nothing that was on screen.
 */
export function EventsList(): ReactElement {
  const { events } = localized(eventsByLocale)
  const { upcoming, past } = splitEvents(events, useMinuteClock(readAt))
  return (
    <>
      <CardListSection
        page="events"
        items={upcoming}
        card={(event, loading) => <EventCard event={event} loading={loading} />}
        last={
          upcoming.length === 0 ? (
            <NoUpcomingEventsCard>
              <p>
                <Link to="/volunteer">{t('pages.events.volunteer')}</Link>
              </p>
            </NoUpcomingEventsCard>
          ) : null
        }
      />
      {past.length > 0 ? (
        <section className="section section--cream" aria-labelledby="past-events-title">
          <div className="container">
            <SectionHeading id="past-events-title" title={t('pages.events.past')} />
            <ul className="grid card-list card-list--three">
              {past.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} loading="lazy" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  )
}
