import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { dollars } from './money.ts'
import { above, type ContentRule, required } from './rule.ts'

/**
 * One thing sold in the charity shop (/shop, its page /product-single/<slug>). The server charges
 * the price the last build published, whatever a shopper's browser sends.
 */
export const product = {
  name: 'product',
  title: 'Shop product',
  type: 'document',
  fields: [
    {
      name: 'title',
      title: 'Name',
      description: 'As on its card, its page and the card payment receipt (the English one).',
      type: 'localeString',
      validation: required('Name'),
    },
    {
      name: 'slug',
      title: 'Web address',
      description:
        'The last part of its page’s address, e.g. Kitchen-Notebook. Press "Generate"; do not change it once shared.',
      type: 'slug',
      options: { source: 'title.en', maxLength: 80 },
      validation: required('Web address'),
    },
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
    {
      name: 'brand',
      title: 'Brand',
      description: 'Who made it, e.g. "Harvest Share"; the same in every language.',
      type: 'string',
      validation: required('Brand'),
    },
    {
      name: 'size',
      title: 'Size',
      description: 'e.g. "96 pages, A5" or "38 x 42 cm".',
      type: 'localeString',
      validation: required('Size'),
    },
    imageWithAlt('image', 'Picture', 'A square picture of the product on a plain background.'),
    {
      name: 'description',
      title: 'Description',
      description: 'The paragraphs of its Description tab: what it is, then where the money goes.',
      type: 'localeParagraphs',
      validation: required('Description'),
    },
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
    {
      name: 'name',
      title: 'Name',
      description: 'The reviewer’s name as they agreed to have it shown.',
      type: 'string',
      validation: required('Name'),
    },
    {
      name: 'date',
      title: 'Date',
      description: 'When they wrote it.',
      type: 'date',
      validation: required('Date'),
    },
    {
      name: 'rating',
      title: 'Stars',
      description: 'Out of 5.',
      type: 'number',
      validation: (rule: ContentRule) =>
        rule.required().integer().min(1).max(5).error('Stars: a whole number from 1 to 5'),
    },
    {
      name: 'text',
      title: 'Review',
      description: 'In their words; ask them before publishing.',
      type: 'localeText',
      validation: required('Review'),
    },
    imageWithAlt('avatar', 'Portrait', 'A small square portrait, shown beside the review.'),
    listOrder('the Reviews tab'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'name', subtitle: 'text.en', media: 'avatar' } },
}
