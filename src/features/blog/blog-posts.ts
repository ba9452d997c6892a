import { byLocale } from 'virtual:content/post-list'
import type { Blog } from '../../content-modules/types'
import { localized } from '../../lib/i18n/localized'

/** The blog in the page's language: its newest posts, categories, tags and comments. */
export function blogPosts(): Blog {
  return localized(byLocale).blog
}
