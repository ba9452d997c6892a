import { useParams } from '@tanstack/react-router'
import { langOf } from '../../content-modules/english-only'
import type { BlogLayout } from '../../features/blog/blog-layouts'
import { PostDetail } from '../../features/blog/PostDetail'
import { postHeadMeta, usePostEntry } from '../../features/blog/post-entry'
import { PageTitle } from '../../ui/PageTitle'
import { foundOrNotFound } from './detail-route'

// The three post routes show one post in three layouts (/blog-single, -fullwidth,
// -left-sidebar): each route file names its path and layout, and shares the rest here. Their
// heads all point at /blog-single/<slug>: one canonical URL (and one pair of hreflang twins), so
// search engines index the post once. (The heads stay in the route files: this module, with the
// post's page, is in the routes' own chunks, not the entry.)

export const postLoader = async (slug: string, layout: BlogLayout) =>
  foundOrNotFound(await postHeadMeta(slug, layout))

export function PostPage({ layout }: { layout: BlogLayout }) {
  const { slug = '' } = useParams({ strict: false })
  const entry = foundOrNotFound(usePostEntry(slug))
  return (
    <>
      <PageTitle title={entry.post.title} lang={langOf(entry.post, 'title')} />
      <PostDetail entry={entry} layout={layout} />
    </>
  )
}
