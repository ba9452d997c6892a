import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import { formatDate } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
import { ContentImg } from '../../ui/ContentImg'
import { BlogSearchBox } from './BlogSearchBox'
import { type BlogLayout, blogDetailRoute, blogListPath } from './blog-layouts'
import { blogPosts } from './blog-posts'

interface BlogSidebarProps {
  layout: Exclude<BlogLayout, 'full'>
  query: string
  /** True on a list page, where search narrows the list in place. */
  live: boolean
}

/** Search, categories with their counts, the three most recent posts and the tags. */
export function BlogSidebar({ layout, query, live }: BlogSidebarProps): ReactElement {
  const blog = blogPosts()
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar.label')}>
      <section className="blog-widget" aria-labelledby={`search-${layout}`}>
        <h2 id={`search-${layout}`} className="blog-widget__title">
          {t('blog.search.button')}
        </h2>
        <BlogSearchBox listPath={blogListPath[layout]} query={query} live={live} />
      </section>
      <section className="blog-widget" aria-labelledby={`categories-${layout}`}>
        <h2 id={`categories-${layout}`} className="blog-widget__title">
          {t('blog.sidebar.categories')}
        </h2>
        <ul className="blog-categories">
          {blog.categories.map((category) => (
            <li key={category.name}>
              <span lang={langOf(category, 'name')}>{category.name}</span>
              <span className="blog-categories__count">({category.count})</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="blog-widget" aria-labelledby={`recent-${layout}`}>
        <h2 id={`recent-${layout}`} className="blog-widget__title">
          {t('blog.sidebar.recent')}
        </h2>
        <ul className="blog-recent">
          {blog.posts.slice(0, 3).map((post) => (
            <li key={post.id}>
              <ContentImg image={post.image} alt="" loading="lazy" decoding="async" />
              <div>
                <Link
                  to={blogDetailRoute[layout]}
                  params={{ slug: post.slug }}
                  lang={langOf(post, 'title')}
                >
                  {post.title}
                </Link>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="blog-widget" aria-labelledby={`tags-${layout}`}>
        <h2 id={`tags-${layout}`} className="blog-widget__title">
          {t('blog.post.tags')}
        </h2>
        <ul className="blog-tags">
          {blog.tags.map((tag) => (
            <li key={tag} lang={langOf(blog, 'tags')}>
              {tag}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
