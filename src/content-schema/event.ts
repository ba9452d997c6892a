import { imageWithAlt } from './locale-types.ts'
import { publishAt } from './publish-at.ts'
import { type ContentRule, required, TIME_PATTERN } from './rule.ts'

const time = (name: string, title: string) => ({
  name,
  title,
  description: '24-hour Riverside time, like 15:00.',
  type: 'string',
  validation: (rule: ContentRule) =>
    rule.required().regex(TIME_PATTERN).error(`${title}: write it like 15:00`),
})

/** One event on /events and the home page; its page is /event-single/<slug>. */
export const event = {
  name: 'event',
  title: 'Event',
  type: 'document',
  fields: [
    {
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: required('Title'),
    },
    {
      name: 'slug',
      title: 'Web address',
      description:
        'The last part of the event’s address. Press "Generate"; do not change it once shared.',
      type: 'slug',
      options: { source: 'title.en', maxLength: 80 },
      validation: required('Web address'),
    },
    {
      name: 'date',
      title: 'Date',
      type: 'date',
      options: { dateFormat: 'dddd D MMMM YYYY' },
      validation: required('Date'),
    },
    publishAt,
    time('startTime', 'Start time'),
    time('endTime', 'End time'),
    {
      name: 'location',
      title: 'Where, in a short line',
      description: 'e.g. "Community hall, 214 Orchard Lane".',
      type: 'localeString',
      validation: required('Where'),
    },
    {
      name: 'address',
      title: 'Street address',
      description: 'For maps and calendars.',
      type: 'string',
      validation: required('Street address'),
    },
    imageWithAlt('image', 'Picture', 'Shown on the event’s card and page.'),
    {
      name: 'summary',
      title: 'Summary',
      description: 'One or two sentences for the card.',
      type: 'localeText',
      validation: required('Summary'),
    },
    {
      name: 'body',
      title: 'Full description',
      type: 'localeParagraphs',
      validation: required('Full description'),
    },
  ],
  orderings: [
    { title: 'Soonest first', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'date', media: 'image' } },
}
