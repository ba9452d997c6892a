import {
  type ContentRule,
  requiredLine,
  requiredParagraph,
  requiredParagraphs,
  requiredString,
} from './rule.ts'

/** The icons a value can have; each is drawn by the site (src/features/about/ValueIcon.tsx). */
export const VALUE_ICONS = [
  { title: 'Heart (giving)', value: 'donation' },
  { title: 'Box (food)', value: 'food-distribution' },
  { title: 'Two people (community)', value: 'community' },
  { title: 'Sun (hope)', value: 'hope' },
  { title: 'Open hand (care)', value: 'empathy' },
]

/** The About page's words: who we are, the values, and mission, vision and values. One document. */
export const about = {
  name: 'about',
  title: 'About page',
  type: 'document',
  fields: [
    requiredParagraphs('intro', 'Who we are', 'The opening paragraphs, beside the picture.'),
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
            { ...requiredString('icon', 'Icon'), options: { list: VALUE_ICONS } },
            requiredLine('title', 'Value'),
            requiredParagraph('text', 'What it means', 'One or two sentences.'),
          ],
          preview: { select: { title: 'title.en' } },
        },
      ],
    },
    requiredParagraph('mission', 'Mission', 'What the collective does, in one or two sentences.'),
    requiredParagraph(
      'vision',
      'Vision',
      'The city the collective works for, in one or two sentences.',
    ),
    requiredParagraph(
      'valuesInBrief',
      'Values, in a paragraph',
      'Shown as the third card, after Mission and Vision.',
    ),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
}
