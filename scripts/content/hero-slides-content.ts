import { number, object } from 'yup'
import { imageSizes } from '../../src/content/image.ts'
import type { HeroSlide } from '../../src/content-modules/types.ts'
import { IMAGE, type ImageResolver } from './content-images.ts'
import { ContentError, image, localeString, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const HERO_SLIDES_QUERY = `*[_type == "heroSlide"] | order(order asc){
  _id, order, title, text, "image": image${IMAGE}
}`

const heroSlideDocument = object({
  _id: text(),
  order: number().integer().required('is missing'),
  title: localeString(),
  text: localeString(),
  image,
})

/** At least one slide: the home page's first screen is built around it. */
export type HeroSlides = readonly [HeroSlide, ...HeroSlide[]]

/** The hero's slides in each language, in the staff's order. */
export async function loadHeroSlides(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, { heroSlides: HeroSlides }>> {
  const answer = await queryContent(source, HERO_SLIDES_QUERY)
  const slides = validateDocuments('heroSlide', heroSlideDocument, answer)
  if (slides.length === 0) {
    throw new ContentError('Content: there is no heroSlide document; publish one')
  }
  const pictures = await Promise.all(
    slides.map((slide) =>
      images.resolve(slide.image, imageSizes.hero, `heroSlide "${slide._id}" image`),
    ),
  )
  return both((language) => {
    const shaped = slides.map((slide, index) =>
      localize(language, (l) => ({
        id: slide._id,
        title: l.text(slide.title, 'title'),
        text: l.text(slide.text, 'text'),
        image: localize(language, (i) => ({
          ...(pictures[index] as (typeof pictures)[number]),
          alt: i.text(slide.image.alt, 'alt'),
        })),
      })),
    )
    return { heroSlides: shaped as [HeroSlide, ...HeroSlide[]] }
  })
}
