import { above, type ContentRule, requiredLine, requiredParagraph } from './rule.ts'

/** The pages a notice can be limited to: the English path (its Spanish twin follows). */
const NOTICE_PAGES = [
  { title: 'Home', value: '/' },
  { title: 'Get help', value: '/get-help' },
  { title: 'Volunteer', value: '/volunteer' },
  { title: 'Events', value: '/events' },
  { title: 'Donate', value: '/donate' },
  { title: 'Contact', value: '/contact' },
  { title: 'Blog', value: '/blog' },
  { title: 'Shop', value: '/shop' },
] as const

const when = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'datetime',
  options: { displayTimeZone: 'America/Los_Angeles', allowTimeZoneSwitch: false },
  validation: (rule: ContentRule) => rule.required().error(`${title}: pick a date and time`),
})

/**
 * A short notice at the top of the site ("No packing this Sunday"), shown between its start and
 * end as the visitor's own device tells the time, so it comes and goes on time without a new
 * build. Publish it whenever you like, days early if you want.
 */
export const notice = {
  name: 'notice',
  title: 'Notice',
  type: 'document',
  fields: [
    requiredLine('title', 'Title', 'A few words in bold, e.g. "No packing this Sunday".'),
    requiredParagraph(
      'text',
      'Text',
      'One or two sentences: what changes, and what to do instead.',
    ),
    {
      name: 'link',
      title: 'Link (optional)',
      description:
        'Where "Read more" leads: a page of this site (/get-help) or a full address (https://…). ' +
        'Leave empty for no link.',
      type: 'string',
      validation: (rule: ContentRule) =>
        rule.regex(/^(\/\S*|https?:\/\/\S+)$/).error('Link: start with / or https://'),
    },
    when('startsAt', 'Starts', 'When visitors begin to see it (Riverside time).'),
    above(
      when(
        'endsAt',
        'Ends',
        'When it disappears (Riverside time). It must end after it starts; ended notices can be left or deleted.',
      ),
      'startsAt',
      'Ends must be after Starts',
    ),
    {
      name: 'pages',
      title: 'Where it shows',
      description:
        'Tick the pages it belongs on, in both languages. Leave all unticked to show it on every page.',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [...NOTICE_PAGES], layout: 'grid' },
    },
  ],
  orderings: [
    { title: 'Starting soonest', name: 'startsAsc', by: [{ field: 'startsAt', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'startsAt' } },
}
