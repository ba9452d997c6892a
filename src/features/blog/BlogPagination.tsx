import { Link, useHydrated } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import type { BlogListPath } from './blog-layouts'

interface BlogPaginationProps {
  listPath: BlogListPath
  page: number
  pageCount: number
  query?: string
}

/** Real links to each page, so every page has its own address that survives a reload. */
export function BlogPagination({
  listPath,
  page,
  pageCount,
  query,
}: BlogPaginationProps): ReactElement | null {
  const hydrated = useHydrated()
  if (pageCount < 2) return null
  const searchFor = (n: number) => ({
    ...(query ? { q: query } : {}),
    ...(n > 1 ? { page: n } : {}),
  })
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  // Previous and Next, each in an item of its own, left empty on the first and last page.
  const step = (n: number, label: string) => (
    <li>
      {n >= 1 && n <= pageCount ? (
        <Link
          to={listPath}
          search={searchFor(n)}
          activeOptions={{ exact: true }}
          suppressHydrationWarning
          className="pagination__step"
        >
          {label}
          <span className="visually-hidden">{t('blog.pagination.pageAfter')}</span>
        </Link>
      ) : null}
    </li>
  )
  return (
    // The prerendered links mark page 1 as current, while the router marks the page in the URL
    // from the first client render. The nav is remounted once hydrated, since React neither
    // patches nor (with the warning suppressed) reports attributes that differ at hydration.
    <nav
      key={hydrated ? 'live' : 'prerendered'}
      className="pagination"
      aria-label={t('blog.pagination.label')}
    >
      <ul>
        {step(page - 1, t('blog.pagination.previous'))}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={listPath}
              search={searchFor(n)}
              activeOptions={{ exact: true }}
              suppressHydrationWarning
              aria-current={n === page ? 'page' : undefined}
              className="pagination__page"
            >
              <span className="visually-hidden">{`${t('blog.pagination.page')} `}</span>
              {n}
            </Link>
          </li>
        ))}
        {step(page + 1, t('blog.pagination.next'))}
      </ul>
    </nav>
  )
}
