import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { dollars } from './money.ts'
import { requiredLine, requiredParagraph, requiredParagraphs, requiredString } from './rule.ts'
import { webAddress } from './web-address.ts'

/**
 * One cause donors can give to: a card in the home page's slider and on /causes, and its own
 * page /cause-single/<slug>. The bar's percentage is worked out from the two amounts.
 */
export const cause = {
  name: 'cause',
  title: 'Cause',
  type: 'document',
  fields: [
    requiredLine('title', 'Title'),
    webAddress('the cause’s address'),
    listOrder('the causes list and the home page’s cause cards'),
    requiredLine(
      'category',
      'Category',
      'One or two words on the card’s picture, e.g. "Nutrition".',
    ),
    imageWithAlt('image', 'Picture', 'Shown on the cause’s card and page.'),
    dollars('goal', 'Goal (US dollars)', 'How much the cause needs, e.g. 3000.'),
    dollars('raised', 'Raised so far (US dollars)', 'Update it as gifts come in, e.g. 1950.'),
    requiredString('authorName', 'Written by', 'Full name of whoever wrote the cause’s story.'),
    requiredParagraph('summary', 'Summary', 'One or two sentences for the card.'),
    requiredParagraphs('body', 'The story', 'What the cause does and what a gift pays for.'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', subtitle: 'category.en', media: 'image' } },
}
