// SPANISH SOURCE
import * as es from '../es/posts'
import * as en from '../posts'

/**
 * What a blog page reads in its language: the posts (same slugs, dates and images in both), the
 * sidebar's categories and tags, the example comments, and how a post's category is written
 * (Post.category keeps its English name as the key; Spanish shows its label). The find/list
 * helpers of src/content/posts.ts take `posts` from here.
 */
export interface PostsInLanguage {
  posts: readonly en.Post[]
  blogCategories: readonly en.BlogCategory[]
  blogTags: readonly string[]
  sampleComments: readonly en.SampleComment[]
  categoryLabel: (category: en.Post['category']) => string
}

/** src/content/posts.ts in each language; features read the page's with `localized()`. */
export const byLocale = {
  en: {
    posts: en.posts,
    blogCategories: en.blogCategories,
    blogTags: en.blogTags,
    sampleComments: en.sampleComments,
    categoryLabel: (category) => category,
  },
  es: {
    posts: es.posts,
    blogCategories: es.blogCategories,
    blogTags: es.blogTags,
    sampleComments: es.sampleComments,
    categoryLabel: (category) => es.categoryLabels[category],
  },
} satisfies { en: PostsInLanguage; es: PostsInLanguage }
