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
    {
      name: 'scheduleText',
      title: 'When, as people say it',
      description: 'e.g. "Every Sunday, 3pm to 5pm"; shown until the page works out the next date.',
      type: 'localeString',
      validation: required('When, as people say it'),
    },
    {
      name: 'placeText',
      title: 'Which door',
      description: 'Where on the site to go; the address itself is the collective’s.',
      type: 'localeString',
      validation: required('Which door'),
    },
    {
      name: 'location',
      title: 'Map point of the door',
      description: 'Drop the pin on the door, for the phone’s maps app.',
      type: 'geopoint',
      validation: required('Map point of the door'),
    },
    lines('gettingThere', 'Getting there', 'Bus, parking and step-free access, one per line.'),
    lines('whoCanCome', 'Who can come', 'Who is welcome and what they do not need.'),
    {
      name: 'whatToBring',
      title: 'What to bring',
      description: 'The one-line answer shown on the first screen.',
      type: 'localeString',
      validation: required('What to bring'),
    },
    lines('boxContents', 'What a box holds', 'One kind of food per line.'),
    {
      name: 'dietaryNeeds',
      title: 'Dietary needs',
      description: 'How allergies and diets are handled.',
      type: 'localeText',
      validation: required('Dietary needs'),
    },
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
            { name: 'name', title: 'Name', type: 'localeString', validation: required('Name') },
            {
              name: 'what',
              title: 'What they help with',
              type: 'localeString',
              validation: required('What they help with'),
            },
            {
              name: 'phone',
              title: 'Phone',
              description: 'As people dial it.',
              type: 'string',
              validation: required('Phone'),
            },
          ],
        },
      ],
    },
  ],
  preview: { prepare: () => ({ title: 'Food help' }) },
}
