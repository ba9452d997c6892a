// SPANISH SOURCE
import * as es from '../es/testimonials'
import * as english from '../testimonials'

// Testimonial.role keeps its English value; each language labels it (English with itself).
const en = {
  ...english,
  roleLabels: Object.fromEntries(english.testimonials.map((t) => [t.role, t.role])) as Record<
    english.TestimonialRole,
    string
  >,
}

/** src/content/testimonials.ts in each language; features read the page's with `localized()`. */
export const byLocale = { en, es } satisfies { en: typeof en; es: typeof en }
