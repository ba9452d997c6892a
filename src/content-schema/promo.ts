import type { ContentRule } from './rule.ts'

/** A picture with words lettered in it, and a description that repeats those words. */
const letteredPicture = (name: string, title: string, description: string, language: string) => ({
  name,
  title,
  description,
  type: 'image',
  fields: [
    {
      name: 'alt',
      title: `The words in the picture, in ${language}`,
      description: 'Write out what the picture says, for people who cannot see it.',
      type: 'string',
      validation: (rule: ContentRule) =>
        rule.required().error(`${title}: write out the words in the picture`),
    },
  ],
})

/**
 * The popup that opens on the home page: one picture with its words lettered in, so each
 * language has its own picture.
 */
export const promo = {
  name: 'promo',
  title: 'Home page popup',
  type: 'document',
  fields: [
    {
      ...letteredPicture(
        'image',
        'Picture',
        'Square, 600 by 600 pixels, lettered in English.',
        'English',
      ),
      validation: (rule: ContentRule) => rule.required().error('Picture: add a picture'),
    },
    letteredPicture(
      'spanishImage',
      'Picture in Spanish',
      'Optional: the same picture lettered in Spanish. Leave empty and Spanish pages show the English one.',
      'Spanish',
    ),
  ],
  preview: { prepare: () => ({ title: 'Home page popup' }) },
}
