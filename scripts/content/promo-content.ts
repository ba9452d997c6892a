import { object } from 'yup'
import type { ContentImage } from '../../src/content/image.ts'
import { imageSizes } from '../../src/content/image.ts'
import { IMAGE_FILE, type ImageResolver } from './content-images.ts'
import { hasFile, imageFile, single, text, validateDocuments } from './content-validation.ts'
import type { Language } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const PROMO_QUERY = `*[_type == "promo"]{
  _id, "image": image{ alt, ${IMAGE_FILE} }, "spanishImage": spanishImage{ alt, ${IMAGE_FILE} }
}`

const picture = () =>
  object({ alt: text(), ...imageFile }).test('file', 'has no uploaded file', hasFile)

export const promoDocument = object({
  _id: text(),
  image: picture().required('is missing'),
  spanishImage: picture().nullable().default(null),
})

/**
 * The home page popup's picture in each language. Its words are lettered in, so Spanish pages
 * show the Spanish picture, or the English one (marked as English) until there is one.
 */
export async function loadPromo(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, { promoImage: ContentImage }>> {
  const answer = await queryContent(source, PROMO_QUERY)
  const promo = single('promo', validateDocuments('promo', promoDocument, answer))
  const resolve = async (picture: NonNullable<typeof promo.spanishImage>, where: string) => ({
    ...(await images.resolve(picture, imageSizes.popup, `promo "${promo._id}" ${where}`)),
    alt: picture.alt,
  })
  const english = await resolve(promo.image, 'image')
  const spanish = promo.spanishImage
    ? await resolve(promo.spanishImage, 'spanishImage')
    : { ...english, englishOnly: ['alt'] }
  return { en: { promoImage: english }, es: { promoImage: spanish } }
}
