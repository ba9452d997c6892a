import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect } from 'react'
import { t } from '../lib/i18n/translate'
import { documentTitle } from '../lib/seo'
import './status-page.css'

export function NotFoundPage(): ReactElement {
  useEffect(() => {
    // An unknown slug makes its route's loader throw notFound(), and the router then applies only
    // the root's head tags: name the tab after what it shows.
    document.title = documentTitle(t('status.notFound.title'))
  }, [])
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('status.notFound.heading')}</h1>
        <p>{t('status.notFound.text')}</p>
        <Link to="/home" className="btn btn--primary">
          {t('status.backHome')}
        </Link>
      </div>
    </section>
  )
}
