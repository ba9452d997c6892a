import type { PortableTextBlock } from '@portabletext/react'
import { array, type InferType, mixed, number, object, string } from 'yup'
import { imageSizes } from '../../src/content/image.ts'
import type { Blog, BlogCategory, Post, PostBody } from '../../src/content-modules/types.ts'
import { IMAGE, IMAGE_FILE, type ImageResolver } from './content-images.ts'
import {
  ContentError,
  DATE,
  image,
  imageFile,
  localeString,
  text,
  validateDocuments,
} from './content-validation.ts'
import { both, type Language, type Localized, type Localizer, localize } from './localize.ts'
import { type ContentSource, PUBLISHED_BY_NOW, queryContent } from './query-content.ts'

/** Newest first, the order of every list of posts; one scheduled for later is left out. */
export const POSTS_QUERY = `*[_type == "post" && ${PUBLISHED_BY_NOW}] | order(date desc, _id asc){
  _id, "slug": slug.current, title, date, author, authorTitle,
  "category": category->{ _id, title }, tags, format, commentCount,
  "image": image${IMAGE}, "wideImage": wideImage{ ${IMAGE_FILE} }, excerpt, body
}`

export const POST_CATEGORIES_QUERY = `*[_type == "postCategory"] | order(order asc){ _id, title }`

export const EXAMPLE_COMMENTS_QUERY = `*[_type == "exampleComment"] | order(date asc, _id asc){
  _id, author, date, text
}`

// Portable Text is checked block by block by the Studio; the build needs a list of blocks.
const blocks = array(
  mixed<PortableTextBlock>().test('block', 'is not a block of text', (block) =>
    Boolean(block && typeof block === 'object' && '_type' in block),
  ),
)

export const postDocument = object({
  _id: text(),
  slug: text().matches(/^[\w-]+$/, 'may hold only letters, digits and dashes'),
  title: localeString(),
  date: text().matches(DATE, 'is not a date'),
  author: text(),
  authorTitle: localeString(),
  category: object({ _id: text(), title: localeString() }).required('is missing'),
  tags: array(localeString())
    .transform((value) => value ?? [])
    .default([])
    .required(),
  format: string()
    .oneOf(['standard', 'video'] as const, 'is not a kind of post')
    .required(),
  commentCount: number().integer().min(0).required('is missing'),
  image,
  wideImage: object(imageFile).nullable().default(null),
  excerpt: localeString(),
  body: object({
    en: blocks.required('is missing').min(1, 'is empty'),
    es: blocks.nullable().optional(),
  }).required('is missing'),
})

export const postCategoryDocument = object({ _id: text(), title: localeString() })

export const exampleCommentDocument = object({
  _id: text(),
  author: text(),
  date: text().matches(DATE, 'is not a date'),
  text: localeString(),
})

export type PostDocument = InferType<typeof postDocument>

/** The blog as pages read it: the lists in each language, and each post's text by its slug. */
export interface BlogContent {
  blog: Record<Language, Blog>
  postBodies: Record<string, Record<Language, PostBody>>
}

/** The most tags the sidebar lists: years of posts must not make it a wall of words. */
export const SIDEBAR_TAGS = 12

/**
 * The tags two or more posts share, the most shared first (ties in the order they first appear,
 * newest post first), at most SIDEBAR_TAGS, for the sidebar; each as the first post that has it
 * in Spanish writes it.
 */
function sharedTags(posts: readonly PostDocument[]): Localized[] {
  const byEnglish = new Map<string, { tag: Localized; count: number }>()
  for (const tag of posts.flatMap((post) => post.tags)) {
    const seen = byEnglish.get(tag.en)
    byEnglish.set(tag.en, { tag: seen?.tag.es ? seen.tag : tag, count: (seen?.count ?? 0) + 1 })
  }
  return [...byEnglish.values()]
    .filter(({ count }) => count >= 2)
    .sort((a, b) => b.count - a.count)
    .slice(0, SIDEBAR_TAGS)
    .map(({ tag }) => tag)
}

/**
 * Tags in the localizer's language, Spanish only when every tag has it, so a list never mixes
 * the two; an empty list has no language to fall back from.
 */
function localizedTags(l: Localizer, tags: readonly Localized[]): string[] {
  if (tags.length === 0) return []
  const spanish = tags.map((tag) => tag.es?.trim() ?? '')
  return l.lines(
    { en: tags.map((tag) => tag.en), es: spanish.every(Boolean) ? spanish : null },
    'tags',
  )
}

/** Reads, checks and shapes the posts, their categories and the example comments. */
export async function loadBlogContent(
  source: ContentSource,
  images: ImageResolver,
): Promise<BlogContent> {
  const [postsAnswer, categoriesAnswer, commentsAnswer] = await Promise.all([
    queryContent(source, POSTS_QUERY),
    queryContent(source, POST_CATEGORIES_QUERY),
    queryContent(source, EXAMPLE_COMMENTS_QUERY),
  ])
  const posts = validateDocuments('post', postDocument, postsAnswer)
  const categories = validateDocuments('postCategory', postCategoryDocument, categoriesAnswer)
  const comments = validateDocuments('exampleComment', exampleCommentDocument, commentsAnswer)
  const slugs = new Set<string>()
  for (const post of posts) {
    if (slugs.has(post.slug))
      throw new ContentError(`Content: post "${post._id}": slug ${post.slug} is taken`)
    slugs.add(post.slug)
  }
  const pictures = await Promise.all(
    posts.map(async (post) => ({
      card: await images.resolve(post.image, imageSizes.card, `post "${post._id}" image`),
      wide: await images.resolve(
        post.wideImage ?? post.image,
        imageSizes.wide,
        `post "${post._id}" wide image`,
      ),
    })),
  )
  const tags = sharedTags(posts)

  const blog = both(
    (language): Blog =>
      localize(language, (l) => ({
        posts: posts.map((post, index) => {
          const picture = pictures[index] as (typeof pictures)[number]
          const alt = (i: typeof l) => i.text(post.image.alt, 'alt')
          return localize(
            language,
            (p): Post => ({
              id: post._id,
              slug: post.slug,
              title: p.text(post.title, 'title'),
              category: p.text(post.category.title, 'category'),
              image: localize(language, (i) => ({ ...picture.card, alt: alt(i) })),
              wideImage: localize(language, (i) => ({ ...picture.wide, alt: alt(i) })),
              excerpt: p.text(post.excerpt, 'excerpt'),
              author: post.author,
              authorTitle: p.text(post.authorTitle, 'authorTitle'),
              date: post.date,
              commentCount: post.commentCount,
              format: post.format,
              tags: localizedTags(p, post.tags),
            }),
          )
        }),
        categories: categories.map((category) =>
          localize(
            language,
            (c): BlogCategory => ({
              name: c.text(category.title, 'name'),
              count: posts.filter((post) => post.category._id === category._id).length,
            }),
          ),
        ),
        postCount: posts.length,
        tags: localizedTags(l, tags),
        comments: comments.map((comment) =>
          localize(language, (c) => ({
            id: comment._id,
            author: comment.author,
            date: comment.date,
            text: c.text(comment.text, 'text'),
            avatarInitial: comment.author.charAt(0),
          })),
        ),
      })),
  )
  const postBodies = Object.fromEntries(
    posts.map((post) => [
      post.slug,
      both((language) =>
        localize(language, (l) => ({ body: l.lines(post.body, 'body') as PortableTextBlock[] })),
      ),
    ]),
  )
  return { blog, postBodies }
}
