import { byLocale as postsByLocale } from 'virtual:content/post-list'
import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { PostCard } from '../../ui/cards/PostCard'
import { HomeSection } from './HomeSection'

/**
 * The first 3 posts in the page's language (the blog's Spanish twins on /es, their categories as
 * Spanish writes them); category and title link to /blog-single/{slug}.
 */
export function LatestPosts(): ReactElement {
  const { posts } = localized(postsByLocale).blog
  return (
    <HomeSection name="posts" tag={t('home.posts.tag')} title={t('home.posts.title')}>
      <ul className="home-grid home-grid--3">
        {posts.slice(0, 3).map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <Link to="/blog" className="btn btn--outline">
          {t('home.posts.all')}
        </Link>
      </p>
    </HomeSection>
  )
}
