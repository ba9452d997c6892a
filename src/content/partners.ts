import { type ContentImage, contentImage } from './image'

export interface Partner {
  id: string
  /** Partner's name; also the logo's alt text. */
  name: string
  image: ContentImage
}

function partner(id: string, name: string): Partner {
  return { id, name, image: contentImage(`partners/${id}.svg`, `${name} logo`, 'partner') }
}

/** The five partner logos. */
export const partners: readonly Partner[] = [
  partner('riverside-grocers', 'Riverside Grocers'),
  partner('oakwood-bakery', 'Oakwood Bakery'),
  partner('clearwater-trust', 'Clearwater Trust'),
  partner('commons-kitchen', 'Commons Kitchen'),
  partner('fieldfare-farms', 'Fieldfare Farms'),
]
