import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { FadeIn } from '../../ui/FadeIn'

/** The call to action between the campaigns and the feedback: give, or join the team. */
export function CallToAction(): ReactElement {
  const { organisation } = localized(organisationByLocale)
  return (
    <section className="home-cta" aria-labelledby="home-cta" data-home-section="cta">
      <FadeIn className="container cta-row">
        <div>
          <h2 id="home-cta">{t('home.cta.title')}</h2>
          <p>{t('home.cta.text', { time: organisation.meetingTime })}</p>
        </div>
        <div className="button-row">
          <Link to="/donate" className="btn btn--accent">
            {t('layout.donateNow')}
          </Link>
          <Link to="/team" className="btn home-cta__secondary">
            {t('home.cta.join')}
          </Link>
        </div>
      </FadeIn>
    </section>
  )
}
