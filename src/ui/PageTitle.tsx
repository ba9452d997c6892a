import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import './page-title.css'

interface PageTitleProps {
  title: string
  /** The last breadcrumb; defaults to the title. */
  crumb?: string
}

/** The title banner every inner page opens with; it holds the page's one h1. */
export function PageTitle({ title, crumb }: PageTitleProps): ReactElement {
  return (
    <section className="page-title">
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="page-title__crumbs">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
      </div>
    </section>
  )
}
