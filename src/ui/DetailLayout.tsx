import type { ReactElement, ReactNode } from 'react'
import './detail-layout.css'

/** The two-column body of a detail page (cause, team member, event): content, then a sidebar. */
export function DetailLayout({
  children,
  sidebar,
}: {
  children: ReactNode
  sidebar: ReactNode
}): ReactElement {
  return (
    <section className="section">
      <div className="container detail-layout">
        <div className="detail-layout__main">{children}</div>
        {sidebar}
      </div>
    </section>
  )
}

interface DetailSidebarProps {
  title: string
  /** Unique id for the title, which names the sidebar for assistive tech. */
  id: string
  /** 'nav' when the sidebar is a list of sibling pages. */
  as?: 'aside' | 'nav'
  children: ReactNode
}

export function DetailSidebar({
  title,
  id,
  as: Tag = 'aside',
  children,
}: DetailSidebarProps): ReactElement {
  return (
    <Tag className="detail-sidebar" aria-labelledby={id}>
      <h2 id={id} className="detail-sidebar__title">
        {title}
      </h2>
      {children}
    </Tag>
  )
}

/** A detail page's facts (a cause's goal, an event's date and place), by term, in order. */
export function InfoList({ facts }: { facts: Record<string, ReactNode> }): ReactElement {
  return (
    <dl className="info-list">
      {Object.entries(facts).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
