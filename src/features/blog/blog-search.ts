import type { Post } from '../../content-modules/types'

/** Lower-cases and strips accents, so "creme" finds "crème" and "BREAD" finds "bread". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The words of a query, normalised; an empty or blank query has none. */
export function queryTerms(query: string): string[] {
  return normalise(query).split(/\s+/).filter(Boolean)
}

/**
 * The posts whose title or excerpt contains every word of the query, in their original order.
 * A blank query returns every post.
 */
export function searchPosts<T extends Pick<Post, 'title' | 'excerpt'>>(
  posts: readonly T[],
  query: string,
): T[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return [...posts]
  return posts.filter((post) => {
    const haystack = normalise(`${post.title} ${post.excerpt}`)
    return terms.every((term) => haystack.includes(term))
  })
}

/** Reads the `q` search param: the router hands over JSON-parsed values, so numbers can arrive. */
export function parseQuery(raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const query = String(raw).trim().slice(0, 100)
  return query === '' ? undefined : query
}
