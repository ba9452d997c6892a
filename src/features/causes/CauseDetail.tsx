import { byLocale as causesByLocale } from 'virtual:content/causes'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { formatCents } from '../../lib/money'
import { DetailLayout, DetailSidebar, InfoList } from '../../ui/DetailLayout'
import { ProgressBar } from '../../ui/ProgressBar'
import './causes.css'
import { langOf } from '../../content-modules/english-only'
import type { Cause } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'

/** One cause in full: picture, progress, goal and raised, author and story, with a Donate call. */
export function CauseDetail({ cause }: { cause: Cause }): ReactElement {
  const { causes } = localized(causesByLocale)
  const others = causes.filter((other) => other.id !== cause.id)
  return (
    <DetailLayout
      sidebar={
        <DetailSidebar title={t('pages.cause.others')} id="other-causes-title">
          <ul className="detail-sidebar__list">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to="/cause-single/$slug"
                  params={{ slug: other.slug }}
                  lang={langOf(other, 'title')}
                >
                  {other.title}
                </Link>
                <span lang={langOf(other, 'category')}>{other.category}</span>
              </li>
            ))}
          </ul>
        </DetailSidebar>
      }
    >
      <article className="cause-detail">
        <ContentImg image={cause.image} className="detail-image" fetchPriority="high" />
        <p className="cause-detail__category" lang={langOf(cause, 'category')}>
          {cause.category}
        </p>
        <ProgressBar value={cause.progress} label={t('pages.cause.funded')} />
        <InfoList
          facts={{
            [t('pages.cause.goal')]: formatCents(cause.goalCents),
            [t('pages.cause.raised')]: formatCents(cause.raisedCents),
            [t('pages.cause.writtenBy')]: cause.authorName,
          }}
        />
        <p className="cause-detail__summary" lang={langOf(cause, 'summary')}>
          {cause.summary}
        </p>
        {cause.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} lang={langOf(cause, 'body')}>
            {paragraph}
          </p>
        ))}
        <Link to="/donate" className="btn btn--accent">
          {t('layout.donateNow')}
          <span className="visually-hidden">
            {t('pages.cause.donateTo', { title: cause.title })}
          </span>
        </Link>
      </article>
    </DetailLayout>
  )
}
