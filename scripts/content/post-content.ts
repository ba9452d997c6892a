import type { PortableTextBlock } from '@portabletext/react'
import { imageSizes } from '../../src/content/image.ts'
import { FIRST_PAGES, POSTS_PER_PAGE } from '../../src/features/blog/pagination.ts'
import { IMAGE, IMAGE_FILE, type ImageField } from './content-images.ts'
import { json, perLanguage } from './content-modules.ts'
import { ContentError, type ImageWithAlt, type LoadContext, loader, pictureIn } from './loader.ts'
import {
  both,
  type Language,
  type Localized,
  type Localizer,
  linesOf,
  localize,
} from './localize.ts'
import { PUBLISHED_BY_NOW } from './query-content.ts'

interface PostDocument {
  _id: string
  slug: string
  title: Localized
  date: string
  author: string
  authorTitle: Localized
  category: { _id: string; title: Localized }
  tags: Localized[] | null
  format: 'standard' | 'video'
  commentCount: number
  image: ImageWithAlt
  wideImage: ImageField | null
  excerpt: Localized
}

interface BlogAnswer {
  /** Newest first, the order of every list of posts. */
  posts: PostDocument[]
  categories: { _id: string; title: Localized }[]
  comments: { _id: string; author: string; date: string; text: Localized }[]
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
  for (const tag of posts.flatMap((post) => post.tags ?? [])) {
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
 * Tags in the localizer's language, Spanish only when every tag has it (`linesOf`); an empty list
 * has no language to fall back from.
 */
const localizedTags = (l: Localizer, tags: readonly Localized[]): string[] =>
  tags.length === 0 ? [] : l.lines(linesOf(tags), 'tags')

async function shapeBlog({ posts, categories, comments }: BlogAnswer, { images }: LoadContext) {
  const slugs = new Set<string>()
  for (const post of posts) {
    if (slugs.has(post.slug))
      throw new ContentError(`Content: post "${post._id}": slug ${post.slug} is taken`)
    slugs.add(post.slug)
  }
  const pictured = await Promise.all(
    posts.map(async (post) => ({
      post,
      card: await images.resolve(post.image, imageSizes.card, `post "${post._id}" image`),
      wide: await images.resolve(
        post.wideImage ?? post.image,
        imageSizes.wide,
        `post "${post._id}" wide image`,
      ),
    })),
  )
  const tags = sharedTags(posts)
  return both((language) =>
    localize(language, (l) => ({
      /** The newest posts first; the modules split them (content-modules.ts). */
      posts: l.each(pictured, ({ post, card, wide }, p) => ({
        id: post._id,
        /** URL segment of /blog-single/{slug} and its two other layouts. */
        slug: post.slug,
        title: p.text(post.title, 'title'),
        /** The category's name in the page's language. */
        category: p.text(post.category.title, 'category'),
        /** For lists, cards and link previews (600 x 420). */
        image: pictureIn(p.language, card, post.image.alt),
        /** For the post's own page (1200 x 630). */
        wideImage: pictureIn(p.language, wide, post.image.alt),
        excerpt: p.text(post.excerpt, 'excerpt'),
        author: post.author,
        authorTitle: p.text(post.authorTitle, 'authorTitle'),
        /** ISO date, yyyy-mm-dd. */
        date: post.date,
        commentCount: post.commentCount,
        /** A video post shows its picture with a video badge: no recording exists yet. */
        format: post.format,
        tags: localizedTags(p, post.tags ?? []),
      })),
      /** In the sidebar's order, each with how many posts have it. */
      categories: l.each(categories, (category, c) => ({
        name: c.text(category.title, 'name'),
        count: posts.filter((post) => post.category._id === category._id).length,
      })),
      /** How many posts there are in all. */
      postCount: posts.length,
      /** The tags two or more posts share, the most shared first. */
      tags: localizedTags(l, tags),
      /** Shown under every post until comments are live. */
      comments: l.each(comments, (comment, c) => ({
        id: comment._id,
        author: comment.author,
        /** ISO date, yyyy-mm-dd. */
        date: comment.date,
        text: c.text(comment.text, 'text'),
        /** Letter shown in the round avatar. */
        avatarInitial: comment.author.charAt(0),
      })),
    })),
  )
}

type Blog = Awaited<ReturnType<typeof shapeBlog>>
type Post = Blog['en']['posts'][number]

interface PostTextDocument {
  slug: string
  body: { en: PortableTextBlock[]; es?: PortableTextBlock[] | null }
}

/** Each post's text by its slug, in each language. */
const shapeTexts = (posts: PostTextDocument[]) =>
  Object.fromEntries(
    posts.map((post) => [
      post.slug,
      both((language) => localize(language, (l) => ({ body: l.lines(post.body, 'body') }))),
    ]),
  )

type PostText = ReturnType<typeof shapeTexts>[string]['en']

/** The posts every blog page has at once: the lists' first pages. */
const FIRST_POSTS = POSTS_PER_PAGE * FIRST_PAGES

/** A link to a post: its address and title. */
const link = ({ slug, title, englishOnly }: Post) => ({ slug, title, englishOnly })

/** What a post's page reads, in a module of its own that only its page loads. */
function postEntry(blog: Blog, language: Language, slug: string, text: PostText) {
  const { posts } = blog[language]
  const index = posts.findIndex((candidate) => candidate.slug === slug)
  const post = posts[index]
  if (!post) throw new Error(`The post ${slug} has a text but is not in the list`)
  // The list is newest first: the older post follows, the newer one precedes.
  const [previous, next] = [posts[index + 1], posts[index - 1]]
  return {
    post,
    text,
    /** The older post in publication order; absent for the oldest. */
    ...(previous && { previous: link(previous) }),
    /** The newer post; absent for the newest. */
    ...(next && { next: link(next) }),
  }
}

export type PostEntry = ReturnType<typeof postEntry>

const BLOG = `BuildContent['blog']['en']`

/**
 * Every blog page starts with the newest posts only (post-list); the lists load the rest
 * (post-archive) only for a later page or a search, so no page starts with years of posts.
 */
const listModules = {
  write: (blog: Blog) => ({
    'post-list': perLanguage(
      'blog',
      both((language) => ({
        ...blog[language],
        posts: blog[language].posts.slice(0, FIRST_POSTS),
      })),
    ),
    'post-archive': perLanguage(
      'posts',
      both((language) => blog[language].posts.slice(FIRST_POSTS)),
    ),
  }),
  declarations: `/** What every blog page reads: the newest posts without their text, categories, tags, comments. */
declare module 'virtual:content/post-list' {
  type Blog = ${BLOG}
  export const blog: Blog
  export const byLocale: { en: { blog: Blog }; es: { blog: Blog } }
}

/** The posts after post-list's, newest first, without their text: a later page of a list, or a search, loads them. */
declare module 'virtual:content/post-archive' {
  type Posts = ${BLOG}['posts']
  export const posts: Posts
  export const byLocale: { en: { posts: Posts }; es: { posts: Posts } }
}
`,
}

/** Each post's own module, imported only when its page opens, and the table that imports them. */
const textModules = {
  write: (texts: ReturnType<typeof shapeTexts>, site: { blog: Blog }) => ({
    'post-entries': `const entries = {
${Object.keys(texts)
  .map((slug) => `  ${json(slug)}: () => import(${json(`virtual:content/post/${slug}`)}),`)
  .join('\n')}
}
export function importPostEntry(slug) {
  return Object.hasOwn(entries, slug) ? entries[slug]() : Promise.resolve(undefined)
}
`,
    ...Object.fromEntries(
      Object.entries(texts).map(([slug, text]) => [
        `post/${slug}`,
        `export const byLocale = ${json(both((language) => postEntry(site.blog, language, slug, text[language])))}\n`,
      ]),
    ),
  }),
  declarations: `/** Imports one post's module (\`virtual:content/post/<slug>\`); undefined for an unknown slug. */
declare module 'virtual:content/post-entries' {
  type PostEntry = import('../../scripts/content/post-content.ts').PostEntry
  export function importPostEntry(
    slug: string,
  ): Promise<{ byLocale: { en: PostEntry; es: PostEntry } } | undefined>
}
`,
}

/**
 * The blog's lists in each language: posts without their text, categories, tags, comments. A post
 * scheduled for later (its publish time after the build's `$now`) is left out until then.
 */
export const blog = loader({
  types: ['post', 'postCategory', 'exampleComment'],
  modules: listModules,
  query: `{
  "posts": *[_type == "post" && ${PUBLISHED_BY_NOW}] | order(date desc, _id asc){
    _id, "slug": slug.current, title, date, author, authorTitle,
    "category": category->{ _id, title }, tags, format, commentCount,
    "image": image${IMAGE}, "wideImage": wideImage{ ${IMAGE_FILE} }, excerpt
  },
  "categories": *[_type == "postCategory"] | order(order asc){ _id, title },
  "comments": *[_type == "exampleComment"] | order(date asc, _id asc){ _id, author, date, text }
}`,
  shape: shapeBlog,
})

/** Each post's text (its documents are checked with the blog's). */
export const postTexts = loader({
  types: [],
  modules: textModules,
  query: `*[_type == "post" && ${PUBLISHED_BY_NOW}]{ "slug": slug.current, body }`,
  shape: shapeTexts,
})
