/**
 * Neighbours of a post in publication order: `previous` is the older post, `next` the newer one.
 * Either is absent at the ends of the list, and both are absent for an unknown slug.
 */
export function adjacentPosts<Post extends { slug: string }>(
  list: readonly Post[],
  slug: string,
): { previous?: Post; next?: Post } {
  const index = list.findIndex((post) => post.slug === slug)
  if (index === -1) return {}
  const result: { previous?: Post; next?: Post } = {}
  const older = list[index + 1]
  const newer = index > 0 ? list[index - 1] : undefined
  if (older) result.previous = older
  if (newer) result.next = newer
  return result
}
