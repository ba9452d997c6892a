import { localeLines } from './locale-types.ts'
import {
  type ContentRule,
  required,
  requiredLine,
  requiredParagraph,
  requiredString,
} from './rule.ts'
import { weeklyRuleField } from './weekly-rule.ts'

/** Where on the site to go, in words and on the map: food help and volunteering share the door. */
export const whichDoor = [
  requiredLine(
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
]

/**
 * What a neighbour who needs food must know: when, where, what to bring, what they get and who
 * else can help. One document; a wrong time or rule turns someone away, so check it after a change.
 */
export const foodHelp = {
  name: 'foodHelp',
  title: 'Food help (Get help page)',
  type: 'document',
  fields: [
    weeklyRuleField(
      'When food is given out',
      'The weekly distribution, in the collective’s own time zone.',
    ),
    requiredLine(
      'scheduleText',
      'When, as people say it',
      'e.g. "Every Sunday, 3pm to 5pm"; shown until the page works out the next date.',
    ),
    ...whichDoor,
    localeLines(
      'gettingThere',
      'Getting there',
      'Bus, parking and step-free access, one per line.',
    ),
    localeLines('whoCanCome', 'Who can come', 'Who is welcome and what they do not need.'),
    requiredLine('whatToBring', 'What to bring', 'The one-line answer shown on the first screen.'),
    localeLines('boxContents', 'What a box holds', 'One kind of food per line.'),
    requiredParagraph('dietaryNeeds', 'Dietary needs', 'How allergies and diets are handled.'),
    {
      name: 'otherHelp',
      title: 'Other help nearby',
      description: 'Public services a neighbour can call; check the numbers now and then.',
      type: 'array',
      validation: (rule: ContentRule) => rule.required().min(1).error('Other help: at least one'),
      of: [
        {
          name: 'otherHelp',
          title: 'Service',
          type: 'object',
          fields: [
            requiredLine('name', 'Name'),
            requiredLine('what', 'What they help with'),
            requiredString('phone', 'Phone', 'As people dial it.'),
          ],
        },
      ],
    },
  ],
  preview: { prepare: () => ({ title: 'Food help' }) },
}
