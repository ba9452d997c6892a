import { listOrder, siteOrdering } from './list-order.ts'
import { type ContentRule, requiredLine } from './rule.ts'

/**
 * The figures the site counts itself (src/content/fun-fact-figures.ts): an editor picks which one
 * a counter shows and writes its label, never the number.
 */
export const FUN_FACT_FIGURES = [
  { title: 'Pounds of food rescued (added up from the weekly reports)', value: 'poundsRescued' },
  { title: 'Sundays of packing since the year the collective began', value: 'sundaysOfPacking' },
  { title: 'Volunteers (from the collective’s details)', value: 'volunteers' },
  {
    title: 'Households fed every Sunday (from the collective’s details)',
    value: 'householdsEachSunday',
  },
] as const

/** One of the home page's counters, which count up to a figure the site works out. */
export const funFact = {
  name: 'funFact',
  title: 'Home page counter',
  type: 'document',
  fields: [
    listOrder('the home page’s counters'),
    {
      name: 'figure',
      title: 'Number shown',
      description: 'The site works the number out; pick which one.',
      type: 'string',
      options: { list: FUN_FACT_FIGURES },
      validation: (rule: ContentRule) => rule.required().error('Number shown: pick one'),
    },
    {
      name: 'suffix',
      title: 'After the number',
      description: 'Optional, e.g. "+" for "120+".',
      type: 'string',
      validation: (rule: ContentRule) =>
        rule.max(3).error('After the number: 3 characters at most'),
    },
    requiredLine(
      'label',
      'Label',
      'What the number counts, e.g. "Volunteers". Write {year} where the year the collective began should appear.',
    ),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'label.en', subtitle: 'figure' } },
}
