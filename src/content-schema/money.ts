import type { ContentRule } from './rule'

/** An amount in US dollars, as an editor writes it (the site shows it with the cents). */
export const dollars = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'number',
  validation: (rule: ContentRule) =>
    rule.required().min(0).error(`${title}: an amount in dollars, 0 or more`),
})

/** Where an item stands in its list: lower numbers first. */
export const listPosition = {
  name: 'order',
  title: 'Position in the list',
  description: 'Lower numbers come first, e.g. 1 for the first card. Leave gaps to add one later.',
  type: 'number',
  validation: (rule: ContentRule) =>
    rule.required().integer().min(0).error('Position: a whole number, 0 or more'),
}
