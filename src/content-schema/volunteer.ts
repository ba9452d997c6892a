import { whichDoor } from './food-help.ts'
import { localeLines } from './locale-types.ts'
import { requiredLine } from './rule.ts'
import { weeklyRuleField } from './weekly-rule.ts'

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
    requiredLine(
      'title',
      'Name of the session',
      'e.g. "Sunday packing session"; calendars show it.',
    ),
    weeklyRuleField(
      'When the session is, every week',
      'In the collective’s own time zone. Change a single week with a packing session.',
    ),
    requiredLine(
      'ruleText',
      'When, as people say it',
      'e.g. "Every Sunday, 3pm to 5pm (California time)".',
    ),
    requiredLine(
      'duration',
      'How long',
      'How long a session lasts, and whether part of it helps too.',
    ),
    ...whichDoor,
    localeLines('wear', 'What to wear', 'One thing per line; calendar entries repeat it.'),
    localeLines('bring', 'What to bring', 'One thing per line; calendar entries repeat it.'),
    localeLines('ageRules', 'Ages', 'Who can come at which age, one rule per line.'),
    localeLines(
      'accessibility',
      'Getting in and around',
      'Steps, seats, restrooms, parking; one per line.',
    ),
  ],
  preview: { prepare: () => ({ title: 'Volunteering' }) },
}
