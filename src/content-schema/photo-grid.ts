import { imageWithAlt } from './locale-types.ts'
import type { ContentRule } from './rule.ts'

const { name: _name, ...picture } = imageWithAlt('picture', 'Picture', 'A square picture.')

/** The nine pictures that close the home page, above the footer. One document. */
export const photoGrid = {
  name: 'photoGrid',
  title: 'Photo grid (home page)',
  type: 'document',
  fields: [
    {
      name: 'pictures',
      title: 'Pictures',
      description:
        'Nine square pictures, shown in this order: drag one to move it. Three rows of three on a phone, one row on a computer.',
      type: 'array',
      of: [picture],
      validation: (rule: ContentRule) =>
        rule.required().min(9).max(9).error('Pictures: the grid holds exactly nine'),
    },
  ],
  preview: { prepare: () => ({ title: 'Photo grid' }) },
}
