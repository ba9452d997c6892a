import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { Post } from '../../content-modules/types'
import { CardImage, type ImageLoading } from './CardImage'
import './cards.css'
import { formatDate } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'

/** The three post detail layouts; a list links to the one matching its own layout. */
type PostDetailRoute =
  | '/blog-single/$slug'
  | '/blog-single-left-sidebar/$slug'
  | '/blog-single-fullwidth/$slug'

interface PostCardProps {
  post: Post
  loading?: ImageLoading
  headingLevel?: 'h2' | 'h3'
  detailRoute?: PostDetailRoute
}

export function PostCard({
  post,
  loading,
  headingLevel: Heading = 'h3',
  detailRoute = '/blog-single/$slug',
}: PostCardProps): ReactElement {
  const link = { to: detailRoute, params: { slug: post.slug } }
  return (
    <article className="card entity-card post-card">
      <CardImage image={post.image} loading={loading}>
        {post.format === 'video' ? (
          <span className="entity-card__badge entity-card__badge--top entity-card__badge--dark">
            {t('shared.video')}
          </span>
        ) : null}
      </CardImage>
      <div className="card__body">
        <p className="entity-card__meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <Link {...link} lang={langOf(post, 'category')}>
            {post.category}
          </Link>
        </p>
        <Heading className="entity-card__title">
          <Link {...link} lang={langOf(post, 'title')}>
            {post.title}
          </Link>
        </Heading>
        <p className="entity-card__text" lang={langOf(post, 'excerpt')}>
          {post.excerpt}
        </p>
        <div className="entity-card__footer">
          <Link {...link} className="entity-card__more">
            {t('shared.readMore')}
            <span className="visually-hidden" lang={langOf(post, 'title')}>
              : {post.title}
            </span>
          </Link>
        </div>
      </div>
    </article>
  )
}
