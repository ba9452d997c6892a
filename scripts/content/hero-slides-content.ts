import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { ContentError, type ImageWithAlt, loader, withPictures } from './loader.ts'
import { both, type Localized } from './localize.ts'

interface HeroSlideDocument {
  _id: string
  title: Localized
  text: Localized
  image: ImageWithAlt
}

/** The hero's slides in each language, in the staff's order; its pictures at the hero's size. */
export const heroSlides = loader({
  types: ['heroSlide'],
  modules: {
    name: 'hero-slides',
    export: 'heroSlides',
    about:
      'Read by the server render only, which writes each language’s slides into that language’s file (src/lib/i18n/page-catalog.ts): pages read them with `activeHeroSlides()`.',
  },
  query: `*[_type == "heroSlide"] | order(order asc){
  _id, title, text, "image": image${IMAGE}
}`,
  shape: async (documents: HeroSlideDocument[], context) => {
    const slides = await withPictures(
      { type: 'heroSlide', field: 'image', size: imageSizes.hero },
      (slide: HeroSlideDocument, l, image) => ({
        id: slide._id,
        title: l.text(slide.title, 'title'),
        text: l.text(slide.text, 'text'),
        image,
      }),
    )(documents, context)
    return both((language) => {
      const [first, ...rest] = slides[language]
      // At least one slide: the home page's first screen is built around it.
      if (!first) throw new ContentError('Content: there is no heroSlide document; publish one')
      return [first, ...rest] as const
    })
  },
})
