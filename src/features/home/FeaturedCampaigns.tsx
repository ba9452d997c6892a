import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { campaigns } from '../../content/campaigns'
import { formatCents } from '../../lib/money'
import { FadeIn } from '../../ui/FadeIn'
import { ProgressBar } from '../../ui/ProgressBar'
import { SectionHeading } from '../../ui/SectionHeading'

/** The two featured campaigns, each with its progress, money raised and a Donate link. */
export function FeaturedCampaigns(): ReactElement {
  return (
    <section
      className="section home-campaigns"
      aria-labelledby="home-campaigns"
      data-home-section="campaigns"
    >
      <FadeIn className="container">
        <SectionHeading
          id="home-campaigns"
          tag="Featured campaigns"
          title="Campaigns that need you now"
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
                <ProgressBar value={campaign.progress} label="Progress" />
                <p className="campaign__money">
                  <strong>{formatCents(campaign.raisedCents)}</strong> raised of{' '}
                  <strong>{formatCents(campaign.goalCents)}</strong>
                </p>
                <Link to="/donate" className="btn btn--accent">
                  Donate Now<span className="visually-hidden"> to {campaign.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </FadeIn>
    </section>
  )
}
