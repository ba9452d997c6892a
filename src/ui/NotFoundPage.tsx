import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect } from 'react'
import { documentTitle, NOT_FOUND_TITLE } from '../lib/seo'
import './status-page.css'

export function NotFoundPage(): ReactElement {
  useEffect(() => {
    // An unknown slug makes its route's loader throw notFound(), and the router then applies only
    // the root's head tags: name the tab after what it shows.
    document.title = documentTitle(NOT_FOUND_TITLE)
  }, [])
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
