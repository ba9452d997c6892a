import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { dollars } from './money.ts'
import { requiredLine, requiredParagraph } from './rule.ts'

/** A featured campaign on the home page, with its progress and a Donate link. */
export const campaign = {
  name: 'campaign',
  title: 'Featured campaign',
  type: 'document',
  fields: [
    requiredLine('title', 'Title'),
    listOrder('the home page’s featured campaigns'),
    requiredParagraph('description', 'What it pays for', 'One or two sentences.'),
    dollars('goal', 'Goal (US dollars)', 'How much the campaign needs, e.g. 500.'),
    dollars('raised', 'Raised so far (US dollars)', 'Update it as gifts come in, e.g. 400.'),
    imageWithAlt('image', 'Picture', 'Shown on the campaign’s card.'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', media: 'image' } },
}
