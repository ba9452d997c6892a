import { listOrder, siteOrdering } from './list-order.ts'
import { type ContentRule, requiredLine, requiredParagraph } from './rule.ts'

/** The small drawings a tile can show (the site draws each one). */
export const FEATURE_ICONS = [
  { title: 'Book', value: 'book' },
  { title: 'Apple', value: 'apple' },
  { title: 'Sun', value: 'sun' },
  { title: 'Hands', value: 'hands' },
  { title: 'Child', value: 'child' },
  { title: 'Heart', value: 'heart' },
  { title: 'People', value: 'people' },
] as const

/** The home pages' strips of tiles under the mission text. */
export const FEATURE_STRIPS = [
  { title: 'Home page (six tiles)', value: 'home' },
  { title: 'Second home layout, /home-2 (three tiles)', value: 'home-2' },
] as const

/** One tile of a home page's strip: a drawing, a word and a sentence. */
export const featureTile = {
  name: 'featureTile',
  title: 'Home page tile',
  type: 'document',
  fields: [
    {
      name: 'strip',
      title: 'Shown on',
      description: 'Which home page strip the tile belongs to.',
      type: 'string',
      options: { list: FEATURE_STRIPS, layout: 'radio' },
      validation: (rule: ContentRule) => rule.required().error('Shown on: pick a strip'),
    },
    listOrder('its strip of tiles'),
    requiredLine('title', 'Title', 'One or two words.'),
    requiredParagraph('text', 'Text', 'One sentence.'),
    {
      name: 'icon',
      title: 'Drawing',
      type: 'string',
      options: { list: FEATURE_ICONS },
      validation: (rule: ContentRule) => rule.required().error('Drawing: pick one'),
    },
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', subtitle: 'strip' } },
}
