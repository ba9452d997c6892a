import { object } from 'yup'
import { imageSizes } from '../../src/content/image.ts'
import type { Partner } from '../../src/content-modules/types.ts'
import type { ImageResolver } from './content-images.ts'
import { IMAGE } from './content-images.ts'
import { image, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const PARTNERS_QUERY = `*[_type == "partner"] | order(order asc, _id asc){
  _id, name, "logo": logo${IMAGE}
}`

export const partnerDocument = object({ _id: text(), name: text(), logo: image })

/** The partners in the Studio's order, logos resolved, their descriptions in each language. */
export async function loadPartners(
  source: ContentSource,
  images: ImageResolver,
): Promise<Record<Language, Partner[]>> {
  const documents = validateDocuments(
    'partner',
    partnerDocument,
    await queryContent(source, PARTNERS_QUERY),
  )
  const partners = await Promise.all(
    documents.map(async (partner) => ({
      partner,
      logo: await images.resolve(partner.logo, imageSizes.partner, `partner "${partner._id}" logo`),
    })),
  )
  return both((language) =>
    partners.map(({ partner, logo }) => ({
      id: partner._id,
      name: partner.name,
      image: localize(language, (i) => ({ ...logo, alt: i.text(partner.logo.alt, 'alt') })),
    })),
  )
}
