import { organisation, telHref } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { CharityEvent } from '../../content-modules/types'
import type { CalendarEntry } from '../../lib/calendar/calendar-event'
import { absoluteUrl } from '../../lib/seo'
import { AddToCalendar } from '../../ui/AddToCalendar'
import { DetailLayout, DetailSidebar, InfoList } from '../../ui/DetailLayout'
import './events.css'
import { byLocale as eventsByLocale, readAt } from 'virtual:content/events'
import { langOf } from '../../content-modules/english-only'
import { formatDate, formatTime } from '../../lib/date-time'
import { EVENT_TIME_ZONE, hasEnded } from '../../lib/event-timing'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { useMinuteClock } from '../../lib/minute-clock'
import { ContentImg } from '../../ui/ContentImg'
import { moreEvents } from './more-events'

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

/**
 * An event: picture, date and place, the story, and the fixed info block every event shares. Once
 * it has ended, by the device's clock after hydration (the HTML is as of the build), the picture
 * says so: laid over it, so saying so moves nothing.
 */
export function EventDetail({ event }: { event: CharityEvent }): ReactElement {
  const { events } = localized(eventsByLocale)
  const now = useMinuteClock(readAt)
  const passed = hasEnded(event, now)
  const others = moreEvents(events, event, now)
  return (
    <DetailLayout
      sidebar={
        <DetailSidebar title={t('pages.event.more')} id="more-events-title">
          <ul className="detail-sidebar__list">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to="/event-single/$slug"
                  params={{ slug: other.slug }}
                  lang={langOf(other, 'title')}
                >
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
        <div className="event-detail__picture">
          <ContentImg image={event.image} className="detail-image" fetchPriority="high" />
          {passed ? <p className="event-detail__passed">{t('pages.event.passed')}</p> : null}
        </div>
        <p className="event-detail__when">
          <time dateTime={event.date}>{formatDate(event.date)}</time>
          <span lang={langOf(event, 'location')}>{event.location}</span>
        </p>
        {event.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} lang={langOf(event, 'body')}>
            {paragraph}
          </p>
        ))}
        <section className="event-info" aria-labelledby="event-info-title">
          <h2 id="event-info-title">{t('pages.event.info')}</h2>
          <InfoList
            facts={{
              [t('ui.date')]: <time dateTime={event.date}>{formatDate(event.date)}</time>,
              [t('pages.event.start')]: formatTime(event.startTime),
              [t('pages.event.end')]: formatTime(event.endTime),
              [t('contact.details.address')]: event.address,
              [t('pages.event.organisation')]: organisation.name,
              [t('nav.contact')]: (
                <>
                  <a href={telHref(organisation.phone)}>{organisation.phone}</a>
                  <br />
                  <a href={`mailto:${organisation.email}`}>{organisation.email}</a>
                </>
              ),
            }}
          />
          <AddToCalendar entry={eventCalendarEntry(event)} />
        </section>
      </article>
    </DetailLayout>
  )
}
