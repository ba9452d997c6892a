import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, pictureIn } from './loader.ts'
import { both } from './localize.ts'

interface PartnerDocument {
  _id: string
  name: string
  logo: ImageWithAlt
}

/** The partners in the Studio's order, logos resolved, their descriptions in each language. */
export const partners = loader({
  types: ['partner'],
  modules: { name: 'partners', export: 'partners' },
  query: `*[_type == "partner"] | order(order asc, _id asc){
  _id, name, "logo": logo${IMAGE}
}`,
  shape: async (documents: PartnerDocument[], { images }) => {
    const resolved = await Promise.all(
      documents.map(async (partner) => ({
        partner,
        logo: await images.resolve(
          partner.logo,
          imageSizes.partner,
          `partner "${partner._id}" logo`,
        ),
      })),
    )
    return both((language) =>
      resolved.map(({ partner, logo }) => ({
        id: partner._id,
        /** The partner's own name, the same in every language. */
        name: partner.name,
        image: pictureIn(language, logo, partner.logo.alt),
      })),
    )
  },
})
