import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import type { BlogLayout } from '../../features/blog/blog-layouts'
import { PostDetail } from '../../features/blog/PostDetail'
import { findPost, usePostEntry } from '../../features/blog/post-entry'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { PageTitle } from '../../ui/PageTitle'
import { type DetailMeta, detailMeta, foundOrNotFound } from './detail-route'

/**
 * The three post routes show one post in three layouts. The two variants name their layout in
 * the title and description; all three share the canonical /blog-single/<slug>.
 */
const VARIANT_MESSAGES: Record<BlogLayout, [title: MessageKey, description: MessageKey] | null> = {
  right: null,
  full: ['blog.head.fullWidthTitle', 'blog.head.fullWidthDescription'],
  left: ['blog.head.leftSidebarTitle', 'blog.head.leftSidebarDescription'],
}

/** A post route's loader: the post's head meta in `layout`, or the 404 page. */
export async function postMeta(slug: string, layout: BlogLayout): Promise<DetailMeta> {
  const messages = VARIANT_MESSAGES[layout]
  return detailMeta((await findPost(slug))?.post, (item) => ({
    title: messages ? t(messages[0], { title: item.title }) : item.title,
    description: messages ? t(messages[1], { excerpt: item.excerpt }) : item.excerpt,
    image: item.image.src,
  }))
}

/** A post route's page: the post's title banner over the post in `layout`. */
export function PostPage({ slug, layout }: { slug: string; layout: BlogLayout }): ReactElement {
  const entry = foundOrNotFound(usePostEntry(slug))
  const { post } = entry
  return (
    <>
      <PageTitle title={post.title} lang={langOf(post, 'title')} />
      <PostDetail entry={entry} layout={layout} />
    </>
  )
}
