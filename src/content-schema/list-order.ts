import type { ContentRule } from './rule.ts'

/** The position of a document in a list staff arrange; lists are shown from the lowest number up. */
export const listOrder = (what: string) => ({
  name: 'order',
  title: 'Position',
  description: `${what} are shown from the lowest number up. Leave gaps (10, 20, 30) so one can go in between later.`,
  type: 'number',
  validation: (rule: ContentRule) => rule.required().integer().error('Position: a whole number'),
})

/** The Studio lists such documents in the order the site shows them. */
export const byListOrder = [
  { title: 'As shown on the site', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
]
