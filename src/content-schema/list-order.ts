import { wholeNumber } from './rule.ts'

/**
 * Where a document stands in its list on the site. A number on each document, rather than a
 * separate list to keep, so adding one is done in one place and never forgotten in the other.
 */
export const listOrder = (list: string) =>
  wholeNumber(
    'order',
    'Position in the list',
    `Where this shows in ${list}: smaller numbers first. Number in tens (10, 20, 30…) so a new one can go in between without renumbering the others.`,
  )

/** The Studio lists such documents in the site's order. */
export const siteOrdering = {
  title: 'As on the site',
  name: 'orderAsc',
  by: [{ field: 'order', direction: 'asc' }],
}
