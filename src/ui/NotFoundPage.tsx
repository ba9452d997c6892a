import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import './status-page.css'

export function NotFoundPage(): ReactElement {
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Oops! Page Not Found!</h1>
        <p>We're sorry but we can't seem to find the page you requested.</p>
        <Link to="/home" className="btn btn--primary">
          Back to home
        </Link>
      </div>
    </section>
  )
}
