/** Posts per page on the blog lists: nine sample posts make pages 1 to 3. */
export const POSTS_PER_PAGE = 3

/** The lists' pages whose posts every blog page has at once (virtual:content/post-list). */
export const FIRST_PAGES = 3

interface Page<T> {
  items: T[]
  /** The page shown, 1-based, clamped to 1..pageCount. */
  page: number
  /** At least 1, so an empty list still has a (blank) first page. */
  pageCount: number
}

/**
 * Slices one page out of a list; a page past the end shows the last page instead of nothing.
 * `total` counts items the list does not hold yet (the posts beyond the first pages).
 */
export function paginate<T>(items: readonly T[], page: number, total = items.length): Page<T> {
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount)
  const start = (current - 1) * POSTS_PER_PAGE
  return { items: items.slice(start, start + POSTS_PER_PAGE), page: current, pageCount }
}

/**
 * Reads the `page` search param. Anything that is not a whole number above 1 means the first
 * page, which is left out of the URL so /blog and /blog?page=1 are one address.
 */
export function parsePage(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 2) return undefined
  return value
}
