import { type ContentRule, required, requiredString, timeOfDay } from './rule.ts'

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
    timeOfDay('time', 'Start time', '24-hour time, like 15:00.'),
    {
      name: 'durationMinutes',
      title: 'How long (minutes)',
      type: 'number',
      validation: (rule: ContentRule) =>
        rule.required().integer().min(15).error('How long: minutes, 15 or more'),
    },
    requiredString('timeZone', 'Time zone', 'e.g. America/Los_Angeles.'),
  ],
})
