import { listOrder, siteOrdering } from './list-order.ts'
import { imageWithAlt } from './locale-types.ts'
import { publishAt } from './publish-at.ts'
import {
  type ContentRule,
  required,
  requiredDate,
  requiredLine,
  requiredParagraph,
  requiredString,
  wholeNumber,
} from './rule.ts'
import { webAddress } from './web-address.ts'

/**
 * A post's text in each language as Portable Text: paragraphs, headings, quotes, lists, bold,
 * italics and links. English is required, Spanish optional.
 */
const blocks = {
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
    { title: 'Quote', value: 'blockquote' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [
      {
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [
          {
            name: 'href',
            title: 'Address',
            description: 'A full address: https://…, mailto:… or tel:….',
            type: 'url',
            validation: (rule: ContentRule) =>
              rule
                .required()
                .uri({ scheme: ['https', 'mailto', 'tel'] })
                .error('Link: a full address'),
          },
        ],
      },
    ],
  },
}

export const localeBlocks = {
  name: 'localeBlocks',
  title: 'Text in each language',
  type: 'object',
  fields: [
    {
      name: 'en',
      title: 'English',
      type: 'array',
      of: [blocks],
      validation: (rule: ContentRule) => rule.required().min(1).error('Write the post in English'),
    },
    {
      name: 'es',
      title: 'Spanish',
      description: 'Optional. Leave empty and the Spanish page shows the English text.',
      type: 'array',
      of: [blocks],
    },
  ],
}

/** A blog category: the sidebar lists them in this order, each with how many posts have it. */
export const postCategory = {
  name: 'postCategory',
  title: 'Blog category',
  type: 'document',
  fields: [requiredLine('title', 'Name'), listOrder('the blog’s list of categories')],
  orderings: [siteOrdering],
  preview: { select: { title: 'title.en', subtitle: 'order' } },
}

/** A post on the blog, newest first; its page is /blog-single/<slug>. */
export const post = {
  name: 'post',
  title: 'Blog post',
  type: 'document',
  fields: [
    requiredLine('title', 'Title'),
    publishAt,
    webAddress('the post’s address'),
    {
      ...requiredDate('date', 'Date', 'The blog lists the newest post first.'),
      options: { dateFormat: 'dddd D MMMM YYYY' },
    },
    requiredString('author', 'Author', 'Full name, written the same in both languages.'),
    requiredLine('authorTitle', 'Author’s role', 'e.g. "Founder" or "Volunteer".'),
    {
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: postCategory.name }],
      validation: required('Category'),
    },
    {
      name: 'tags',
      title: 'Tags',
      description:
        'A few words about the subject. The sidebar shows the tags two or more posts share.',
      type: 'array',
      of: [{ type: 'localeString' }],
    },
    {
      ...requiredString('format', 'Kind of post', '"Video" marks the post with a video badge.'),
      options: {
        list: [
          { title: 'Article', value: 'standard' },
          { title: 'Video', value: 'video' },
        ],
      },
    },
    wholeNumber('commentCount', 'Number of comments', 'Shown beside the date on the post’s page.'),
    imageWithAlt('image', 'Picture', 'Shown on the post’s card, in lists and in link previews.'),
    {
      name: 'wideImage',
      title: 'Wide picture',
      description:
        'Shown at the top of the post’s page, described as the Picture is. Leave empty to show the Picture cut wide.',
      type: 'image',
    },
    requiredParagraph('excerpt', 'Excerpt', 'One or two sentences for the card and the search.'),
    { name: 'body', title: 'Text', type: 'localeBlocks', validation: required('Text') },
  ],
  orderings: [
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'date', media: 'image' } },
}

/**
 * An example comment, shown under every post until comments are live; they speak for the
 * collective, so keep them true to what people have said.
 */
export const exampleComment = {
  name: 'exampleComment',
  title: 'Example comment',
  type: 'document',
  fields: [
    requiredString(
      'author',
      'Name',
      'As the person signs; the round avatar shows its first letter.',
    ),
    requiredDate('date', 'Date'),
    requiredParagraph('text', 'Comment'),
  ],
  orderings: [
    { title: 'Oldest first', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] },
  ],
  preview: { select: { title: 'author', subtitle: 'date' } },
}
