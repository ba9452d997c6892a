import { listOrder, siteOrdering } from './list-order.ts'
import { required } from './rule.ts'

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
    {
      name: 'quote',
      title: 'What they said',
      description: 'In their words; ask them before publishing.',
      type: 'localeText',
      validation: required('What they said'),
    },
    {
      name: 'author',
      title: 'Who said it',
      description:
        'First name and initial, e.g. "Rosa D.", unless they want more. Its first letter is their badge.',
      type: 'string',
      validation: required('Who said it'),
    },
    {
      name: 'role',
      title: 'They are a…',
      description: 'Shown after the name, in the page’s language.',
      type: 'string',
      options: { list: Object.keys(TESTIMONIAL_ROLES), layout: 'radio' },
      validation: required('They are a…'),
    },
    listOrder('the testimonials page and the home page sliders'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'author', subtitle: 'quote.en' } },
}
