import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import './donate.css'
import { t } from '../../lib/i18n/translate'

/** "Make a Difference Today": the call to action that ends a page and leads to /donate. */
export function DonateCta(): ReactElement {
  return (
    <section className="donate-cta" aria-labelledby="donate-cta-title">
      <div className="container cta-row">
        <div>
          <h2 id="donate-cta-title">{t('donate.cta.title')}</h2>
          <p>{t('donate.cta.text')}</p>
        </div>
        <Link to="/donate" className="btn btn--accent donate-cta__button">
          {t('layout.donateNow')}
        </Link>
      </div>
    </section>
  )
}
