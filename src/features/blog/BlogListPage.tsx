import { Link, useHydrated } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { PostCard } from '../../ui/cards/PostCard'
import { BlogPagination } from './BlogPagination'
import { BlogSidebar } from './BlogSidebar'
import { type BlogLayout, type BlogSearch, blogDetailRoute, blogListPath } from './blog-layouts'
import { blogPosts } from './blog-posts'
import { searchPosts } from './blog-search'
import { FIRST_PAGES, paginate } from './pagination'
import { useAllPosts } from './post-archive'
import './blog.css'

interface BlogListPageProps {
  layout: BlogLayout
  search: BlogSearch
}

/** A blog list: posts three to a page, filtered by the search box, with the sidebar's place set by layout. */
export function BlogListPage({ layout, search }: BlogListPageProps): ReactElement {
  // Every list is prerendered once, at page 1 with no query. Until hydration finishes the page
  // must render exactly that, or React would find different HTML; then the URL takes over.
  const hydrated = useHydrated()
  const query = hydrated ? (search.q ?? '') : ''
  const asked = hydrated ? (search.page ?? 1) : 1
  const { posts: newest, postCount } = blogPosts()
  // A search, or a page past the first ones, reads every post (a chunk of its own).
  const needsAll = newest.length < postCount && (query !== '' || asked > FIRST_PAGES)
  const all = useAllPosts(newest, needsAll)
  const loadingAll = needsAll && !all
  const found = searchPosts(all ?? newest, query)
  const { items, page, pageCount } = paginate(found, asked, query || all ? found.length : postCount)
  const listPath = blogListPath[layout]

  return (
    <section className="section">
      <div className={`container blog-layout blog-layout--${layout}`}>
        <div className="blog-layout__main">
          <div className="blog-results">
            <p role="status">{query && !loadingAll ? resultsMessage(found.length, query) : null}</p>
            {query ? (
              <Link to={listPath} search={{}} activeOptions={{ exact: true }}>
                {t('blog.list.showAll')}
              </Link>
            ) : null}
          </div>
          {items.length > 0 ? (
            <ul className="blog-list" aria-label={t('blog.list.label', { page, pageCount })}>
              {items.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    headingLevel="h2"
                    detailRoute={blogDetailRoute[layout]}
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <BlogPagination
            listPath={listPath}
            page={page}
            pageCount={pageCount}
            query={query || undefined}
          />
        </div>
        {layout === 'full' ? null : <BlogSidebar layout={layout} query={query} live />}
      </div>
    </section>
  )
}

function resultsMessage(count: number, query: string): string {
  if (count === 0) return t('blog.list.noMatch', { query })
  return t('blog.list.matches', { count, query })
}
