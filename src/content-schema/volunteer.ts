import { localeString } from './locale-types.ts'
import { type ContentRule, required } from './rule.ts'
import { weeklyRuleField } from './weekly-rule.ts'

const lines = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'array',
  of: [{ type: localeString.name }],
  validation: (rule: ContentRule) => rule.required().min(1).error(`${title}: at least one line`),
})

const line = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'localeString',
  validation: required(title),
})

/**
 * What a volunteer needs to know about the weekly packing session: /volunteer, its calendar
 * files and the subscribable calendar read it. One document; the address is the collective's.
 * A single week's change (cancelled, moved, a special session) is a packing session instead.
 */
export const volunteerSession = {
  name: 'volunteerSession',
  title: 'Volunteering (packing sessions)',
  type: 'document',
  fields: [
    line('title', 'Name of the session', 'e.g. "Sunday packing session"; calendars show it.'),
    weeklyRuleField(
      'When the session is, every week',
      'In the collective’s own time zone. Change a single week with a packing session.',
    ),
    line(
      'ruleText',
      'When, as people say it',
      'e.g. "Every Sunday, 3pm to 5pm (California time)".',
    ),
    line('duration', 'How long', 'How long a session lasts, and whether part of it helps too.'),
    line(
      'placeText',
      'Which door',
      'Where on the site to go; the address itself is the collective’s.',
    ),
    {
      name: 'location',
      title: 'Map point of the door',
      description: 'Drop the pin on the door, for the phone’s maps app.',
      type: 'geopoint',
      validation: required('Map point of the door'),
    },
    lines('wear', 'What to wear', 'One thing per line; calendar entries repeat it.'),
    lines('bring', 'What to bring', 'One thing per line; calendar entries repeat it.'),
    lines('ageRules', 'Ages', 'Who can come at which age, one rule per line.'),
    lines(
      'accessibility',
      'Getting in and around',
      'Steps, seats, restrooms, parking; one per line.',
    ),
  ],
  preview: { prepare: () => ({ title: 'Volunteering' }) },
}
