import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { Cause } from '../../content/causes'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { ProgressBar } from '../ProgressBar'
import { CardImage, type ImageLoading } from './CardImage'
import './cards.css'

interface CauseCardProps {
  cause: Cause
  loading?: ImageLoading
  headingLevel?: 'h2' | 'h3'
}

export function CauseCard({
  cause,
  loading,
  headingLevel: Heading = 'h3',
}: CauseCardProps): ReactElement {
  const link = { to: '/cause-single/$slug', params: { slug: cause.slug } } as const
  return (
    <article className="card entity-card cause-card">
      <CardImage image={cause.image} loading={loading}>
        <span className="entity-card__badge">{cause.category}</span>
      </CardImage>
      <div className="card__body">
        <ProgressBar value={cause.progress} label={t('shared.funded')} />
        <Heading className="entity-card__title">
          <Link {...link}>{cause.title}</Link>
        </Heading>
        <p className="entity-card__text">{cause.summary}</p>
        <div className="entity-card__footer">
          <p className="cause-card__money">
            <strong>{formatCents(cause.raisedCents)}</strong> {t('shared.raisedOf')}{' '}
            <strong>{formatCents(cause.goalCents)}</strong>
          </p>
          <Link {...link} className="btn btn--accent">
            {t('shared.donate')}
            <span className="visually-hidden"> {t('shared.donateTo', { title: cause.title })}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
