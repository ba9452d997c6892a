import { type ContentRule, required } from './rule.ts'

/** The icons a value can have; each is drawn by the site (src/features/about/ValueIcon.tsx). */
export const VALUE_ICONS = [
  { title: 'Heart (giving)', value: 'donation' },
  { title: 'Box (food)', value: 'food-distribution' },
  { title: 'Two people (community)', value: 'community' },
  { title: 'Sun (hope)', value: 'hope' },
  { title: 'Open hand (care)', value: 'empathy' },
]

const paragraph = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'localeText',
  validation: required(title),
})

/** The About page's words: who we are, the values, and mission, vision and values. One document. */
export const about = {
  name: 'about',
  title: 'About page',
  type: 'document',
  fields: [
    {
      name: 'intro',
      title: 'Who we are',
      description: 'The opening paragraphs, beside the picture.',
      type: 'localeParagraphs',
      validation: required('Who we are'),
    },
    {
      name: 'values',
      title: 'Our values',
      description: 'Each value with its icon, shown in this order: drag one to move it.',
      type: 'array',
      validation: (rule: ContentRule) => rule.required().min(1).error('Our values: at least one'),
      of: [
        {
          name: 'aboutValue',
          title: 'Value',
          type: 'object',
          fields: [
            {
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: { list: VALUE_ICONS },
              validation: required('Icon'),
            },
            { name: 'title', title: 'Value', type: 'localeString', validation: required('Value') },
            paragraph('text', 'What it means', 'One or two sentences.'),
          ],
          preview: { select: { title: 'title.en' } },
        },
      ],
    },
    paragraph('mission', 'Mission', 'What the collective does, in one or two sentences.'),
    paragraph('vision', 'Vision', 'The city the collective works for, in one or two sentences.'),
    paragraph(
      'valuesInBrief',
      'Values, in a paragraph',
      'Shown as the third card, after Mission and Vision.',
    ),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
}
