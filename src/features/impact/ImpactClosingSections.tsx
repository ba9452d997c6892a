import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { PartnerLogos } from '../../ui/PartnerLogos'
import './impact-closing.css'

/**
 * The three sections the Impact page closes with, before the footer: the Sunday volunteer call,
 * the partners who give the food, and the call to donate.
 */
export function ImpactClosingSections(): ReactElement {
  const { organisation } = localized(organisationByLocale)
  return (
    <>
      <section className="section impact-volunteer" aria-labelledby="impact-volunteer-title">
        <div className="container cta-row impact-volunteer__inner">
          <div>
            <p className="section-heading__tag">{t('impact.volunteer.tag')}</p>
            <h2 id="impact-volunteer-title">{t('impact.volunteer.title')}</h2>
            <p>{t('impact.volunteer.text', { meetingTime: organisation.meetingTime })}</p>
          </div>
          <Link to="/contact" className="btn btn--primary">
            {t('impact.volunteer.button')}
          </Link>
        </div>
      </section>

      <section
        className="section section--cream impact-partners"
        aria-labelledby="impact-partners-title"
      >
        <div className="container">
          <h2 id="impact-partners-title" className="impact-partners__title">
            {t('impact.partners.title')}
          </h2>
          <PartnerLogos className="impact-partners__list" />
        </div>
      </section>

      <section className="impact-cta" aria-labelledby="impact-cta-title">
        <div className="container cta-row impact-cta__inner">
          <div>
            <h2 id="impact-cta-title">{t('donate.cta.title')}</h2>
            <p>{t('impact.cta.text')}</p>
          </div>
          <Link to="/donate" className="btn btn--accent">
            {t('layout.donateNow')}
          </Link>
        </div>
      </section>
    </>
  )
}
