import type { ReactElement, ReactNode } from 'react'
import { t } from '../../lib/i18n/translate'
import { Icon } from '../icons'
import './cards.css'

/**
 * Takes the first event card's place when no event is coming: shaped like a card (a picture's
 * box, then the words), so what follows stays where it was when the page was built with cards
 * there, and nothing on screen moves if the page finds out after hydration that all have passed.
 */
export function NoUpcomingEventsCard({ children }: { children?: ReactNode }): ReactElement {
  return (
    <article className="card entity-card no-events-card">
      <div className="entity-card__media event-card__blank">
        <Icon size={64} fine>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </Icon>
      </div>
      <div className="card__body">
        <h3 className="entity-card__title">{t('shared.events.none')}</h3>
        <p className="entity-card__text">{t('shared.events.noneText')}</p>
        {children}
      </div>
    </article>
  )
}
