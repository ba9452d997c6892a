import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { requiredLine, requiredParagraph } from './rule.ts'

/** One slide of the home page's hero slider; the first slide's picture is the page's largest. */
export const heroSlide = {
  name: 'heroSlide',
  title: 'Home page slide',
  type: 'document',
  fields: [
    listOrder('the home page’s slides'),
    requiredLine('title', 'Title', 'A short line in large type over the picture.'),
    requiredParagraph('text', 'Text', 'One sentence under the title.'),
    imageWithAlt(
      'image',
      'Picture',
      'A wide picture (16 by 9). The first slide’s picture also opens the About page, and the third one illustrates the home page’s "Our target" block.',
    ),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', subtitle: 'text.en', media: 'image' } },
}
