import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { type ContentRule, requiredLine, requiredParagraphs, requiredString } from './rule.ts'
import { webAddress } from './web-address.ts'

/** One person on /team and, for the first four, the home page; their page is /team-single/<slug>. */
export const teamMember = {
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    requiredString('name', 'Name', 'Their name as they want it shown, in every language.'),
    webAddress('their page’s address, e.g. Maya-Thompson', 'name'),
    listOrder('the team (the first four are also on the home page)'),
    requiredLine('role', 'Role', 'e.g. "Founder" or "Volunteer for 3 years".'),
    imageWithAlt('portrait', 'Portrait', 'An upright picture, shown on their card and page.'),
    requiredParagraphs('about', 'About me', 'In their own words, shown on their page.'),
    {
      name: 'linkedin',
      title: 'LinkedIn profile',
      description: 'Optional: the address of their LinkedIn page. Leave empty and no button shows.',
      type: 'url',
      validation: (rule: ContentRule) =>
        rule.uri({ scheme: ['https'] }).error('LinkedIn profile: a full https:// address'),
    },
  ],
  orderings: [siteOrdering],
  preview: { select: { title: 'name', subtitle: 'role.en', media: 'portrait' } },
}
