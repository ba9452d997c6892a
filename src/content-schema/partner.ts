import { listOrder, siteOrdering } from './list-order'
import { imageWithAlt } from './locale-types'
import { required } from './rule'

/** A partner whose logo shows on the home page and the Impact page. */
export const partner = {
  name: 'partner',
  title: 'Partner',
  type: 'document',
  fields: [
    {
      name: 'name',
      title: 'Name',
      description: 'As the partner writes it.',
      type: 'string',
      validation: required('Name'),
    },
    imageWithAlt(
      'logo',
      'Logo',
      'A wide logo, twice as wide as it is tall. Describe it as "<name> logo".',
    ),
    listOrder('the row of logos'),
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'name', media: 'logo' } },
}
