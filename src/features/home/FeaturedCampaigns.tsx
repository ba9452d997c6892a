import { byLocale as campaignsByLocale } from 'virtual:content/campaigns'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { RaisedOf } from '../../ui/cards/RaisedOf'
import { ProgressBar } from '../../ui/ProgressBar'
import { HomeSection } from './HomeSection'

/** The two featured campaigns, each with its progress, money raised and a Donate link. */
export function FeaturedCampaigns(): ReactElement {
  const { campaigns } = localized(campaignsByLocale)
  return (
    <HomeSection name="campaigns" tag={t('home.campaigns.tag')} title={t('home.campaigns.title')}>
      <ul className="campaigns">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="card campaign">
            <ContentImg
              image={campaign.image}
              className="campaign__image"
              loading="lazy"
              decoding="async"
            />
            <div className="campaign__body">
              <h3 className="campaign__title" lang={langOf(campaign, 'title')}>
                {campaign.title}
              </h3>
              <p lang={langOf(campaign, 'description')}>{campaign.description}</p>
              <ProgressBar value={campaign.progress} label={t('home.campaigns.progress')} />
              <p className="campaign__money">
                <RaisedOf raised={campaign.raisedCents} goal={campaign.goalCents} />
              </p>
              <Link to="/donate" className="btn btn--accent">
                {t('layout.donateNow')}
                <span className="visually-hidden">
                  {t('pages.cause.donateTo', { title: campaign.title })}
                </span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
