import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { type CharityEvent, events } from '../../content/events'
import { organisation, telHref } from '../../content/organisation'
import type { CalendarEntry } from '../../lib/calendar/calendar-event'
import { absoluteUrl } from '../../lib/seo'
import { AddToCalendar } from '../../ui/AddToCalendar'
import { DetailLayout, DetailSidebar } from '../../ui/DetailLayout'
import './events.css'
import { formatDate, formatTime } from '../../lib/date-time'

/** Events happen in Riverside, California: their times are that city's wall-clock times. */
const EVENT_TIME_ZONE = 'America/Los_Angeles'

export function eventCalendarEntry(event: CharityEvent): CalendarEntry {
  return {
    uid: `event-${event.slug}@harvestshare.org`,
    title: event.title,
    description: event.summary,
    location: event.address,
    url: absoluteUrl(`/event-single/${event.slug}`),
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: EVENT_TIME_ZONE,
  }
}

/** An event: picture, date and place, the story, and the fixed info block every event shares. */
export function EventDetail({ event }: { event: CharityEvent }): ReactElement {
  const others = events.filter((other) => other.id !== event.id)
  return (
    <DetailLayout
      sidebar={
        <DetailSidebar title="More events" id="more-events-title">
          <ul className="detail-sidebar__list">
            {others.map((other) => (
              <li key={other.id}>
                <Link to="/event-single/$slug" params={{ slug: other.slug }}>
                  {other.title}
                </Link>
                <span>
                  <time dateTime={other.date}>{formatDate(other.date)}</time>
                </span>
              </li>
            ))}
          </ul>
        </DetailSidebar>
      }
    >
      <article>
        <img
          className="detail-image"
          src={event.image.src}
          alt={event.image.alt}
          width={event.image.width}
          height={event.image.height}
          fetchPriority="high"
        />
        <p className="event-detail__when">
          <time dateTime={event.date}>{formatDate(event.date)}</time>
          <span>{event.location}</span>
        </p>
        {event.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <section className="event-info" aria-labelledby="event-info-title">
          <h2 id="event-info-title">Event info</h2>
          <dl className="info-list">
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={event.date}>{formatDate(event.date)}</time>
              </dd>
            </div>
            <div>
              <dt>Start</dt>
              <dd>{formatTime(event.startTime)}</dd>
            </div>
            <div>
              <dt>End</dt>
              <dd>{formatTime(event.endTime)}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{event.address}</dd>
            </div>
            <div>
              <dt>Organisation</dt>
              <dd>{organisation.name}</dd>
            </div>
            <div>
              <dt>Contact</dt>
              <dd>
                <a href={telHref(organisation.phone)}>{organisation.phone}</a>
                <br />
                <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
              </dd>
            </div>
          </dl>
          <AddToCalendar entry={eventCalendarEntry(event)} />
        </section>
      </article>
    </DetailLayout>
  )
}
