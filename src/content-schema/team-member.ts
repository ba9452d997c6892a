import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { type ContentRule, required } from './rule.ts'

/** One person on /team and, for the first four, the home page; their page is /team-single/<slug>. */
export const teamMember = {
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  fields: [
    {
      name: 'name',
      title: 'Name',
      description: 'Their name as they want it shown, in every language.',
      type: 'string',
      validation: required('Name'),
    },
    {
      name: 'slug',
      title: 'Web address',
      description:
        'The last part of their page’s address, e.g. Maya-Thompson. Press "Generate"; do not change it once shared.',
      type: 'slug',
      options: { source: 'name', maxLength: 80 },
      validation: required('Web address'),
    },
    listOrder('the team (the first four are also on the home page)'),
    {
      name: 'role',
      title: 'Role',
      description: 'e.g. "Founder" or "Volunteer for 3 years".',
      type: 'localeString',
      validation: required('Role'),
    },
    imageWithAlt('portrait', 'Portrait', 'An upright picture, shown on their card and page.'),
    {
      name: 'about',
      title: 'About me',
      description: 'In their own words, shown on their page.',
      type: 'localeParagraphs',
      validation: required('About me'),
    },
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
