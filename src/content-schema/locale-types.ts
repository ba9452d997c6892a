import type { ContentRule } from './rule.ts'

/**
 * Words visitors read, one field per language: English is required, Spanish optional. A Spanish
 * page shows the English text (marked as English) where the Spanish is missing.
 */
const languages = (type: string, description: string, rows?: number) => [
  {
    name: 'en',
    title: 'English',
    description,
    type,
    ...(rows ? { rows } : {}),
    validation: (rule: ContentRule) => rule.required().error('The English text is required'),
  },
  {
    name: 'es',
    title: 'Spanish',
    description: 'Optional. Leave empty and Spanish pages show the English text.',
    type,
    ...(rows ? { rows } : {}),
  },
]

/** A short line in each language (a title, a label). */
export const localeString = {
  name: 'localeString',
  title: 'Text in each language',
  type: 'object',
  fields: languages('string', 'A short line.'),
}

/** A paragraph in each language. */
export const localeText = {
  name: 'localeText',
  title: 'Paragraph in each language',
  type: 'object',
  fields: languages('text', 'One paragraph.', 3),
}

/** Several paragraphs in each language; each item of the list is one paragraph. */
export const localeParagraphs = {
  name: 'localeParagraphs',
  title: 'Paragraphs in each language',
  type: 'object',
  fields: [
    {
      name: 'en',
      title: 'English',
      description: 'One item per paragraph.',
      type: 'array',
      of: [{ type: 'text', rows: 4 }],
      validation: (rule: ContentRule) =>
        rule.required().min(1).error('Write at least one English paragraph'),
    },
    {
      name: 'es',
      title: 'Spanish',
      description:
        'Optional, one item per paragraph. Leave empty and Spanish pages show the English text.',
      type: 'array',
      of: [{ type: 'text', rows: 4 }],
    },
  ],
}

/** A picture with its description for people who cannot see it. */
export const imageWithAlt = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'image',
  validation: (rule: ContentRule) => rule.required().error(`${title}: add a picture`),
  fields: [
    {
      name: 'alt',
      title: 'Description for people who cannot see it',
      description:
        'What the picture shows, in a short sentence, as you would tell someone on the phone.',
      type: 'localeString',
      validation: (rule: ContentRule) =>
        rule.required().error(`${title}: describe the picture in a short sentence`),
    },
  ],
})

/** A list of short lines in each language, at least one: one thing per line. */
export const localeLines = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'array',
  of: [{ type: localeString.name }],
  validation: (rule: ContentRule) => rule.required().min(1).error(`${title}: at least one line`),
})
