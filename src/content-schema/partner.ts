import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { requiredString } from './rule.ts'

/** A partner whose logo shows on the home page and the Impact page. */
export const partner = {
  name: 'partner',
  title: 'Partner',
  type: 'document',
  fields: [
    requiredString('name', 'Name', 'As the partner writes it.'),
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
