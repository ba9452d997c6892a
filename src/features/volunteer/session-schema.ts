import { type ContentRule, TIME_PATTERN } from '../../content-schema/rule.ts'

/**
 * The Sanity schema of a packing-session exception, edited in the Studio (studio/, which reads
 * src/content-schema/index.ts). The weekly rule (every Sunday 3pm) needs no documents: staff
 * publish one only to change a week. The field names are the ones the site's GROQ query reads;
 * renaming one hides it from the site. The page itself: this folder's README.md.
 */

const time = (name: string, title: string, description: string) => ({
  name,
  title,
  description: `${description} 24-hour Riverside time, like 15:00.`,
  type: 'string',
  validation: (rule: ContentRule) =>
    rule.regex(TIME_PATTERN, { name: '24-hour time' }).error(`${title}: write it like 15:00`),
})

export const packingSession = {
  name: 'packingSession',
  title: 'Packing session change',
  type: 'document',
  fields: [
    {
      name: 'date',
      title: 'Date',
      description:
        'A Sunday to cancel or change that week; any other day adds a special session. To move a Sunday to another day, cancel the Sunday and add the other day.',
      type: 'date',
      options: { dateFormat: 'dddd D MMMM YYYY' },
      validation: (rule: ContentRule) => rule.required().error('Every session needs its date'),
    },
    {
      name: 'cancelled',
      title: 'Cancelled',
      description: 'No packing that day. The page still lists the day, marked cancelled.',
      type: 'boolean',
      initialValue: false,
    },
    time('startTime', 'Start time', 'Leave empty for the usual 3pm.'),
    time('endTime', 'End time', 'Leave empty for two hours after the start.'),
    {
      name: 'title',
      title: 'Title',
      description: 'For a special session, e.g. "Thanksgiving extra packing". Optional.',
      type: 'string',
    },
    {
      name: 'place',
      title: 'Place',
      description: 'The full street address, only when it is not the usual hall.',
      type: 'string',
    },
    {
      name: 'note',
      title: 'Note for volunteers',
      description: 'One or two sentences shown with the session, e.g. why it is cancelled.',
      type: 'text',
      rows: 2,
    },
  ],
  orderings: [
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] },
  ],
  preview: {
    select: { date: 'date', cancelled: 'cancelled', title: 'title' },
    prepare({ date, cancelled, title }: { date?: string; cancelled?: boolean; title?: string }) {
      const what = cancelled ? 'Cancelled' : (title ?? 'Changed session')
      return { title: date ? `${what}: ${date}` : 'Session without a date' }
    },
  },
}
