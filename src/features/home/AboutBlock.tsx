import { byLocale as eventsByLocale } from 'virtual:content/events'
import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { SplitBlock } from './SplitBlock'

/** The about block after the feature tiles: who we are, in three facts, and a link to /about. */
export function AboutBlock(): ReactElement {
  const { events } = localized(eventsByLocale)
  const { organisation } = localized(organisationByLocale)
  return (
    <SplitBlock
      name="about"
      className="section--cream home-about"
      picture={events[0]?.image}
      tag={t('home.about.tag')}
      title={t('home.about.title')}
    >
      <p>{t('home.about.text', { name: organisation.name })}</p>
      <ul className="checklist">
        <li>{t('home.about.point1')}</li>
        <li>{t('home.about.point2')}</li>
        <li>{t('home.about.point3')}</li>
      </ul>
      <Link to="/about" className="btn btn--primary">
        {t('home.moreAboutUs')}
      </Link>
    </SplitBlock>
  )
}
