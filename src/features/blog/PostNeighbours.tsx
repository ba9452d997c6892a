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
  const link = (post: PostLink, rel: 'prev' | 'next', label: string) => (
    <Link to={to} params={{ slug: post.slug }} rel={rel} className={`post-neighbours__${rel}`}>
      <span className="post-neighbours__label">{label}</span>
      <span className="post-neighbours__title" lang={langOf(post, 'title')}>
        {post.title}
      </span>
    </Link>
  )
  return (
    <nav className="post-neighbours" aria-label={t('blog.post.more')}>
      {previous ? link(previous, 'prev', t('blog.post.previous')) : <span />}
      {next ? link(next, 'next', t('blog.post.next')) : null}
    </nav>
  )
}
