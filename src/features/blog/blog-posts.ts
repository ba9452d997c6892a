import { byLocale, type PostsInLanguage } from '../../content/localized/posts'
import { findPost, type Post } from '../../content/posts'
import { localized } from '../../lib/i18n/localized'

/** The blog in the page's language: its posts, sidebar lists, comments and category labels. */
export function blogPosts(): PostsInLanguage {
  return localized(byLocale)
}

/** The post with this slug in the page's language (slugs are the same in both). */
export function findBlogPost(slug: string): Post | undefined {
  return findPost(blogPosts().posts, slug)
}
