import { type ContentRule, required, TIME_PATTERN } from './rule.ts'

/**
 * Something that happens every week at the same time (the food given out, the packing session),
 * in the collective's own time zone.
 */
export const weeklyRuleField = (title: string, description: string) => ({
  name: 'schedule',
  title,
  description,
  type: 'object',
  validation: required(title),
  fields: [
    {
      name: 'weekday',
      title: 'Day of the week',
      type: 'number',
      options: {
        list: [
          { title: 'Sunday', value: 0 },
          { title: 'Monday', value: 1 },
          { title: 'Tuesday', value: 2 },
          { title: 'Wednesday', value: 3 },
          { title: 'Thursday', value: 4 },
          { title: 'Friday', value: 5 },
          { title: 'Saturday', value: 6 },
        ],
      },
      validation: (rule: ContentRule) =>
        rule.required().integer().min(0).max(6).error('Day of the week: pick one'),
    },
    {
      name: 'time',
      title: 'Start time',
      description: '24-hour time, like 15:00.',
      type: 'string',
      validation: (rule: ContentRule) =>
        rule.required().regex(TIME_PATTERN).error('Start time: write it like 15:00'),
    },
    {
      name: 'durationMinutes',
      title: 'How long (minutes)',
      type: 'number',
      validation: (rule: ContentRule) =>
        rule.required().integer().min(15).error('How long: minutes, 15 or more'),
    },
    {
      name: 'timeZone',
      title: 'Time zone',
      description: 'e.g. America/Los_Angeles.',
      type: 'string',
      validation: required('Time zone'),
    },
  ],
})
