import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { byLocale as campaignsByLocale } from '../../content/localized/campaigns'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { FadeIn } from '../../ui/FadeIn'
import { ProgressBar } from '../../ui/ProgressBar'
import { SectionHeading } from '../../ui/SectionHeading'

/** The two featured campaigns, each with its progress, money raised and a Donate link. */
export function FeaturedCampaigns(): ReactElement {
  const { campaigns } = localized(campaignsByLocale)
  return (
    <section
      className="section home-campaigns"
      aria-labelledby="home-campaigns"
      data-home-section="campaigns"
    >
      <FadeIn className="container">
        <SectionHeading
          id="home-campaigns"
          tag={t('home.campaigns.tag')}
          title={t('home.campaigns.title')}
        />
        <ul className="campaigns">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="card campaign">
              <img
                className="campaign__image"
                src={campaign.image.src}
                alt={campaign.image.alt}
                width={campaign.image.width}
                height={campaign.image.height}
                loading="lazy"
                decoding="async"
              />
              <div className="campaign__body">
                <h3 className="campaign__title">{campaign.title}</h3>
                <p>{campaign.description}</p>
                <ProgressBar value={campaign.progress} label={t('home.campaigns.progress')} />
                <p className="campaign__money">
                  <RaisedOf raised={campaign.raisedCents} goal={campaign.goalCents} />
                </p>
                <Link to="/donate" className="btn btn--accent">
                  {t('home.donateNow')}
                  <span className="visually-hidden">
                    {t('home.campaigns.donateTo', { title: campaign.title })}
                  </span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  )
}

/**
 * "$1,950.00 raised of $3,000.00" with both amounts in bold, in the page's language: the message
 * gives the words' order, and the amounts are put in where its placeholders are.
 */
function RaisedOf({ raised, goal }: { raised: number; goal: number }): ReactElement {
  const parts = t('home.campaigns.raised', { raised: '\uE000', goal: '\uE001' }).split(
    /([\uE000\uE001])/,
  )
  return (
    <>
      {parts.map((part, i) =>
        part === '\uE000' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <strong key={i}>{formatCents(raised)}</strong>
        ) : part === '\uE001' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <strong key={i}>{formatCents(goal)}</strong>
        ) : (
          part
        ),
      )}
    </>
  )
}
