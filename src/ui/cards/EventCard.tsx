import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { CharityEvent } from '../../content-modules/types'
import { CardImage, type ImageLoading } from './CardImage'
import './cards.css'
import { formatDate } from '../../lib/date-time'

interface EventCardProps {
  event: CharityEvent
  loading?: ImageLoading
}

/** An event with its own date (the original carousel printed one fixed date on every card). */
export function EventCard({ event, loading }: EventCardProps): ReactElement {
  return (
    <article className="card entity-card event-card">
      <CardImage image={event.image} loading={loading}>
        <span className="entity-card__badge entity-card__badge--top">
          <time dateTime={event.date}>{formatDate(event.date)}</time>
        </span>
      </CardImage>
      <div className="card__body">
        <p className="entity-card__meta" lang={langOf(event, 'location')}>
          {event.location}
        </p>
        <h3 className="entity-card__title" lang={langOf(event, 'title')}>
          <Link to="/event-single/$slug" params={{ slug: event.slug }}>
            {event.title}
          </Link>
        </h3>
        <p className="entity-card__text" lang={langOf(event, 'summary')}>
          {event.summary}
        </p>
      </div>
    </article>
  )
}
