import { TESTIMONIAL_ROLES, type TestimonialRole } from '../../src/content-schema/testimonial.ts'
import { loader } from './loader.ts'
import { eachIn, type Localized } from './localize.ts'

interface TestimonialDocument {
  _id: string
  quote: Localized
  author: string
  role: TestimonialRole
}

/** The voices in the Studio's order; each role in the page's language. */
export const testimonials = loader({
  types: ['testimonial'],
  modules: { name: 'testimonials', export: 'testimonials' },
  query: `*[_type == "testimonial"] | order(order asc, _id asc){
  _id, quote, author, role
}`,
  shape: (documents: TestimonialDocument[]) =>
    eachIn(documents, (voice, l) => ({
      id: voice._id,
      quote: l.text(voice.quote, 'quote'),
      /** Author name or initials; the card's avatar shows its first letter. */
      author: voice.author,
      /** How the voice describes itself, in the page's language. */
      role: l.text(TESTIMONIAL_ROLES[voice.role], 'role'),
    })),
})
