import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { dollars } from './money.ts'
import { required } from './rule.ts'

/**
 * One cause donors can give to: a card in the home page's slider and on /causes, and its own
 * page /cause-single/<slug>. The bar's percentage is worked out from the two amounts.
 */
export const cause = {
  name: 'cause',
  title: 'Cause',
  type: 'document',
  fields: [
    { name: 'title', title: 'Title', type: 'localeString', validation: required('Title') },
    {
      name: 'slug',
      title: 'Web address',
      description:
        'The last part of the cause’s address. Press "Generate"; do not change it once shared.',
      type: 'slug',
      options: { source: 'title.en', maxLength: 80 },
      validation: required('Web address'),
    },
    listOrder('the causes list and the home page’s cause cards'),
    {
      name: 'category',
      title: 'Category',
      description: 'One or two words on the card’s picture, e.g. "Nutrition".',
      type: 'localeString',
      validation: required('Category'),
    },
    imageWithAlt('image', 'Picture', 'Shown on the cause’s card and page.'),
    dollars('goal', 'Goal (US dollars)', 'How much the cause needs, e.g. 3000.'),
    dollars('raised', 'Raised so far (US dollars)', 'Update it as gifts come in, e.g. 1950.'),
    {
      name: 'authorName',
      title: 'Written by',
      description: 'Full name of whoever wrote the cause’s story.',
      type: 'string',
      validation: required('Written by'),
    },
    {
      name: 'summary',
      title: 'Summary',
      description: 'One or two sentences for the card.',
      type: 'localeText',
      validation: required('Summary'),
    },
    {
      name: 'body',
      title: 'The story',
      description: 'What the cause does and what a gift pays for.',
      type: 'localeParagraphs',
      validation: required('The story'),
    },
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', subtitle: 'category.en', media: 'image' } },
}
