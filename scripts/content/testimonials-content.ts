import { object, string } from 'yup'
import type { Testimonial } from '../../src/content-modules/types.ts'
import { TESTIMONIAL_ROLES, type TestimonialRole } from '../../src/content-schema/testimonial.ts'
import { localeString, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const TESTIMONIALS_QUERY = `*[_type == "testimonial"] | order(order asc, _id asc){
  _id, quote, author, role
}`

const roles = Object.keys(TESTIMONIAL_ROLES) as TestimonialRole[]

export const testimonialDocument = object({
  _id: text(),
  quote: localeString(),
  author: text(),
  role: string()
    .oneOf(roles, `is not one of ${roles.join(' / ')}`)
    .required('is missing'),
})

/** The voices in the Studio's order; each role in the page's language. */
export async function loadTestimonials(
  source: ContentSource,
): Promise<Record<Language, Testimonial[]>> {
  const documents = validateDocuments(
    'testimonial',
    testimonialDocument,
    await queryContent(source, TESTIMONIALS_QUERY),
  )
  return both((language) =>
    documents.map((voice) =>
      localize(language, (l) => ({
        id: voice._id,
        quote: l.text(voice.quote, 'quote'),
        author: voice.author,
        role: l.text(TESTIMONIAL_ROLES[voice.role], 'role'),
      })),
    ),
  )
}
