import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { PostLink } from '../../content-modules/types'
import { t } from '../../lib/i18n/translate'
import { type BlogLayout, blogDetailRoute } from './blog-layouts'

/** Links to the older (previous) and newer (next) post, in the same layout as this one. */
export function PostNeighbours({
  previous,
  next,
  layout,
}: {
  previous: PostLink | undefined
  next: PostLink | undefined
  layout: BlogLayout
}): ReactElement {
  const to = blogDetailRoute[layout]
  return (
    <nav className="post-neighbours" aria-label={t('blog.post.more')}>
      {previous ? (
        <Link to={to} params={{ slug: previous.slug }} rel="prev" className="post-neighbours__prev">
          <span className="post-neighbours__label">{t('blog.post.previous')}</span>
          <span className="post-neighbours__title" lang={langOf(previous, 'title')}>
            {previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={to} params={{ slug: next.slug }} rel="next" className="post-neighbours__next">
          <span className="post-neighbours__label">{t('blog.post.next')}</span>
          <span className="post-neighbours__title" lang={langOf(next, 'title')}>
            {next.title}
          </span>
        </Link>
      ) : null}
    </nav>
  )
}
