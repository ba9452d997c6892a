import type { ContentRule } from './rule.ts'

/** An amount in US dollars, as an editor writes it (the site shows it with the cents). */
export const dollars = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'number',
  validation: (rule: ContentRule) =>
    rule.required().min(0).error(`${title}: an amount in dollars, 0 or more`),
})
