import { listOrder, siteOrdering } from './list-order.ts'
import { requiredParagraph, requiredString } from './rule.ts'

/**
 * How a voice describes itself: as neighbours, not as givers and receivers. Each role's words in
 * each language; Spanish nouns have a gender and a role is shared, so they give both endings.
 */
export const TESTIMONIAL_ROLES = {
  Volunteer: { en: 'Volunteer', es: 'Voluntario/a' },
  Neighbour: { en: 'Neighbour', es: 'Vecino/a' },
  'Neighbour, now a volunteer': {
    en: 'Neighbour, now a volunteer',
    es: 'Vecino/a, ahora voluntario/a',
  },
} as const

export type TestimonialRole = keyof typeof TESTIMONIAL_ROLES

/** One community voice on /testimonials and in the home page's sliders. */
export const testimonial = {
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    requiredParagraph('quote', 'What they said', 'In their words; ask them before publishing.'),
    requiredString(
      'author',
      'Who said it',
      'First name and initial, e.g. "Rosa D.", unless they want more. Its first letter is their badge.',
    ),
    {
      ...requiredString('role', 'They are a…', 'Shown after the name, in the page’s language.'),
      options: { list: Object.keys(TESTIMONIAL_ROLES), layout: 'radio' },
    },
    listOrder('the testimonials page and the home page sliders'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'author', subtitle: 'quote.en' } },
}
