import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { dollars } from './money.ts'
import { required } from './rule.ts'

/** A featured campaign on the home page, with its progress and a Donate link. */
export const campaign = {
  name: 'campaign',
  title: 'Featured campaign',
  type: 'document',
  fields: [
    { name: 'title', title: 'Title', type: 'localeString', validation: required('Title') },
    listOrder('the home page’s featured campaigns'),
    {
      name: 'description',
      title: 'What it pays for',
      description: 'One or two sentences.',
      type: 'localeText',
      validation: required('What it pays for'),
    },
    dollars('goal', 'Goal (US dollars)', 'How much the campaign needs, e.g. 500.'),
    dollars('raised', 'Raised so far (US dollars)', 'Update it as gifts come in, e.g. 400.'),
    imageWithAlt('image', 'Picture', 'Shown on the campaign’s card.'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', media: 'image' } },
}
