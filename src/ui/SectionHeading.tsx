import type { ReactElement, ReactNode } from 'react'
import { t } from '../lib/i18n/translate'
import './section-heading.css'

interface SectionHeadingProps {
  /** The small label above the heading, e.g. "Testimonials". */
  tag?: string
  title: string
  /** Id for the h2, so the section can point at it with aria-labelledby. */
  id?: string
  intro?: ReactNode
}

/** The centred tag + h2 + intro that opens most sections. */
export function SectionHeading({ tag, title, id, intro }: SectionHeadingProps): ReactElement {
  return (
    <div className="section-heading">
      {tag ? <p className="section-heading__tag">{tag}</p> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <div className="section-heading__intro">{intro}</div> : null}
    </div>
  )
}

interface CardListSectionProps<T> {
  /** Names the heading's messages (`pages.<page>.tag`, `.title`, `.intro`) and its id. */
  page: 'causes' | 'team' | 'testimonials' | 'events'
  cream?: boolean
  items: readonly T[]
  /** Each item's card; the first row loads its pictures at once, the rest as they near. */
  card: (item: T, loading: 'eager' | 'lazy') => ReactNode
  /** A last list item after the cards (the events' "nothing coming up" card). */
  last?: ReactNode
}

/**
 * A list page's section: the page's heading over its cards, three to a row. It lives here, not
 * in a module of its own, so that it rides in the chunk every page with a section heading loads
 * instead of making one more request on the four list pages.
 */
export function CardListSection<T extends { id: string }>({
  page,
  cream,
  items,
  card,
  last,
}: CardListSectionProps<T>): ReactElement {
  return (
    <section
      className={cream ? 'section section--cream' : 'section'}
      aria-labelledby={`${page}-title`}
    >
      <div className="container">
        <SectionHeading
          id={`${page}-title`}
          tag={t(`pages.${page}.tag`)}
          title={t(`pages.${page}.title`)}
          intro={<p>{t(`pages.${page}.intro`)}</p>}
        />
        <ul className="grid card-list card-list--three">
          {items.map((item, index) => (
            <li key={item.id}>{card(item, index < 3 ? 'eager' : 'lazy')}</li>
          ))}
          {last ? <li>{last}</li> : null}
        </ul>
      </div>
    </section>
  )
}
