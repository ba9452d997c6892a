import { imageWithAlt } from './locale-types.ts'
import { publishAt } from './publish-at.ts'
import {
  required,
  requiredDate,
  requiredLine,
  requiredParagraph,
  requiredParagraphs,
  requiredString,
  timeOfDay,
} from './rule.ts'
import { webAddress } from './web-address.ts'

const RIVERSIDE_TIME = '24-hour Riverside time, like 15:00.'

/** One event on /events and the home page; its page is /event-single/<slug>. */
export const event = {
  name: 'event',
  title: 'Event',
  type: 'document',
  fields: [
    requiredLine('title', 'Title'),
    webAddress('the event’s address'),
    {
      ...requiredDate('date', 'Date'),
      options: { dateFormat: 'dddd D MMMM YYYY' },
    },
    publishAt,
    timeOfDay('startTime', 'Start time', RIVERSIDE_TIME),
    timeOfDay('endTime', 'End time', RIVERSIDE_TIME),
    {
      name: 'location',
      title: 'Where, in a short line',
      description: 'e.g. "Community hall, 214 Orchard Lane".',
      type: 'localeString',
      validation: required('Where'),
    },
    requiredString('address', 'Street address', 'For maps and calendars.'),
    imageWithAlt('image', 'Picture', 'Shown on the event’s card and page.'),
    requiredParagraph('summary', 'Summary', 'One or two sentences for the card.'),
    requiredParagraphs('body', 'Full description'),
  ],
  orderings: [
    { title: 'Soonest first', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'date', media: 'image' } },
}
