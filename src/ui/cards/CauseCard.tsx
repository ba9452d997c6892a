import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { Cause } from '../../content-modules/types'
import { t } from '../../lib/i18n/translate'
import { ProgressBar } from '../ProgressBar'
import { CardImage, type ImageLoading } from './CardImage'
import { RaisedOf } from './RaisedOf'
import './cards.css'

interface CauseCardProps {
  cause: Cause
  loading?: ImageLoading
}

export function CauseCard({ cause, loading }: CauseCardProps): ReactElement {
  const link = { to: '/cause-single/$slug', params: { slug: cause.slug } } as const
  return (
    <article className="card entity-card cause-card">
      <CardImage image={cause.image} loading={loading}>
        <span className="entity-card__badge" lang={langOf(cause, 'category')}>
          {cause.category}
        </span>
      </CardImage>
      <div className="card__body">
        <ProgressBar value={cause.progress} label={t('pages.cause.funded')} />
        <h3 className="entity-card__title" lang={langOf(cause, 'title')}>
          <Link {...link}>{cause.title}</Link>
        </h3>
        <p className="entity-card__text" lang={langOf(cause, 'summary')}>
          {cause.summary}
        </p>
        <div className="entity-card__footer">
          <p className="cause-card__money">
            <RaisedOf raised={cause.raisedCents} goal={cause.goalCents} />
          </p>
          <Link {...link} className="btn btn--accent">
            {t('page./donate.title')}
            <span className="visually-hidden">
              {t('pages.cause.donateTo', { title: cause.title })}
            </span>
          </Link>
        </div>
      </div>
    </article>
  )
}
