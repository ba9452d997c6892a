import type { ContentRule } from './rule.ts'

/**
 * Where a document stands in its list on the site. A number on each document, rather than a
 * separate list to keep, so adding one is done in one place and never forgotten in the other.
 */
export const listOrder = (list: string) => ({
  name: 'order',
  title: 'Position in the list',
  description: `Where this shows in ${list}: smaller numbers first. Number in tens (10, 20, 30…) so a new one can go in between without renumbering the others.`,
  type: 'number',
  validation: (rule: ContentRule) =>
    rule.required().integer().min(0).error('Position in the list: a whole number, 0 or more'),
})

/** The Studio lists such documents in the site's order. */
export const siteOrdering = {
  title: 'As on the site',
  name: 'orderAsc',
  by: [{ field: 'order', direction: 'asc' }],
}
