import { byLocale as eventsByLocale } from 'virtual:content/events'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { EventCard } from '../../ui/cards/EventCard'
import { SectionHeading } from '../../ui/SectionHeading'

export function EventsList(): ReactElement {
  const { events } = localized(eventsByLocale)
  return (
    <section className="section" aria-labelledby="events-title">
      <div className="container">
        <SectionHeading
          id="events-title"
          tag={t('pages.events.tag')}
          title={t('pages.events.title')}
          intro={<p>{t('pages.events.intro')}</p>}
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
