import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { dollars } from './money.ts'
import {
  above,
  type ContentRule,
  requiredDate,
  requiredLine,
  requiredParagraph,
  requiredParagraphs,
  requiredString,
} from './rule.ts'
import { webAddress } from './web-address.ts'

/**
 * One thing sold in the charity shop (/shop, its page /product-single/<slug>). The server charges
 * the price the last build published, whatever a shopper's browser sends.
 */
export const product = {
  name: 'product',
  title: 'Shop product',
  type: 'document',
  fields: [
    requiredLine(
      'title',
      'Name',
      'As on its card, its page and the card payment receipt (the English one).',
    ),
    webAddress('its page’s address, e.g. Kitchen-Notebook'),
    listOrder('the shop (the first six show before "Load more")'),
    dollars('price', 'Price', 'What a shopper pays, in dollars and cents, e.g. 24.99.'),
    above(
      dollars(
        'formerPrice',
        'Former price',
        'Shown struck through beside the price: higher than the price.',
      ),
      'price',
      'Former price: higher than the price',
    ),
    requiredString(
      'brand',
      'Brand',
      'Who made it, e.g. "Harvest Share"; the same in every language.',
    ),
    requiredLine('size', 'Size', 'e.g. "96 pages, A5" or "38 x 42 cm".'),
    imageWithAlt('image', 'Picture', 'A square picture of the product on a plain background.'),
    requiredParagraphs(
      'description',
      'Description',
      'The paragraphs of its Description tab: what it is, then where the money goes.',
    ),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', subtitle: 'brand', media: 'image' } },
}

/** A shopper's review, shown on the Reviews tab of every product. */
export const productReview = {
  name: 'productReview',
  title: 'Shop review',
  type: 'document',
  fields: [
    requiredString('name', 'Name', 'The reviewer’s name as they agreed to have it shown.'),
    requiredDate('date', 'Date', 'When they wrote it.'),
    {
      name: 'rating',
      title: 'Stars',
      description: 'Out of 5.',
      type: 'number',
      validation: (rule: ContentRule) =>
        rule.required().integer().min(1).max(5).error('Stars: a whole number from 1 to 5'),
    },
    requiredParagraph('text', 'Review', 'In their words; ask them before publishing.'),
    imageWithAlt('avatar', 'Portrait', 'A small square portrait, shown beside the review.'),
    listOrder('the Reviews tab'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'name', subtitle: 'text.en', media: 'avatar' } },
}
