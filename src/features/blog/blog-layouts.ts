import { parseQuery } from './blog-search'
import { parsePage } from './pagination'

/** Where a blog page puts its sidebar: the three list and three detail routes differ only here. */
export type BlogLayout = 'right' | 'left' | 'full'

export const blogListPath = {
  right: '/blog',
  left: '/blog-left-sidebar',
  full: '/blog-fullwidth',
} as const

export const blogDetailRoute = {
  right: '/blog-single/$slug',
  left: '/blog-single-left-sidebar/$slug',
  full: '/blog-single-fullwidth/$slug',
} as const

export type BlogListPath = (typeof blogListPath)[BlogLayout]

/** The blog lists' search params: ?page=2&q=bread. Defaults are left out of the URL. */
export interface BlogSearch {
  page?: number
  q?: string
}

export function validateBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const search: BlogSearch = {}
  const page = parsePage(raw.page)
  const q = parseQuery(raw.q)
  if (page !== undefined) search.page = page
  if (q !== undefined) search.q = q
  return search
}
