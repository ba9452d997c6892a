import type { ReactElement } from 'react'
import { events } from '../../content/events'
import { EventCard } from '../../ui/cards/EventCard'
import { SectionHeading } from '../../ui/SectionHeading'

export function EventsList(): ReactElement {
  return (
    <section className="section" aria-labelledby="events-title">
      <div className="container">
        <SectionHeading
          id="events-title"
          tag="Join us"
          title="Upcoming events"
          intro={
            <p>
              Packing sessions, food shares, gleaning days and classes. Everyone is welcome, no
              experience needed.
            </p>
          }
        />
        <ul className="grid card-list card-list--three">
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} loading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
