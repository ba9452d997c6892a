import { imageSizes } from '../../src/content/image.ts'
import { IMAGE } from './content-images.ts'
import { type ImageWithAlt, loader, withPictures } from './loader.ts'

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
  shape: withPictures(
    { type: 'partner', field: 'logo', size: imageSizes.partner },
    (partner: PartnerDocument, _l, logo) => ({
      id: partner._id,
      /** The partner's own name, the same in every language. */
      name: partner.name,
      image: logo,
    }),
  ),
})
