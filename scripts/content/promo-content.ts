import type { ContentImage } from '../../src/content/image.ts'
import { imageSizes } from '../../src/content/image.ts'
import { IMAGE_FILE, type ImageField } from './content-images.ts'
import { loader, single } from './loader.ts'
import type { Language } from './localize.ts'

type Picture = ImageField & { alt: string }

interface PromoDocument {
  _id: string
  image: Picture
  spanishImage: Picture | null
}

/**
 * The home page popup's picture in each language. Its words are lettered in, so Spanish pages
 * show the Spanish picture, or the English one (marked as English) until there is one.
 */
export const promo = loader({
  types: ['promo'],
  modules: {
    name: 'promo',
    export: 'promoImage',
    pick: 'promoImage',
    about: 'The home page popup’s picture, lettered in each language.',
  },
  query: `*[_type == "promo"]{
  _id, "image": image{ alt, ${IMAGE_FILE} }, "spanishImage": spanishImage{ alt, ${IMAGE_FILE} }
}`,
  shape: async (
    documents: PromoDocument[],
    { images },
  ): Promise<Record<Language, { promoImage: ContentImage }>> => {
    const promo = single('promo', documents)
    const resolve = async (picture: Picture, where: string) => ({
      ...(await images.resolve(picture, imageSizes.popup, `promo "${promo._id}" ${where}`)),
      alt: picture.alt,
    })
    const english = await resolve(promo.image, 'image')
    const spanish = promo.spanishImage
      ? await resolve(promo.spanishImage, 'spanishImage')
      : { ...english, englishOnly: ['alt'] }
    return { en: { promoImage: english }, es: { promoImage: spanish } }
  },
})
