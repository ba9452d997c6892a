import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { PostDetail } from '../features/blog/PostDetail'
import { postHeadMeta, usePostEntry } from '../features/blog/post-entry'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single-fullwidth/$slug')({
  loader: async ({ params }) => foundOrNotFound(await postHeadMeta(params.slug, 'full')),
  // The same post as /blog-single/<slug> in another layout: one canonical URL (and one pair of
  // hreflang twins), so search engines index the post once.
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const entry = foundOrNotFound(usePostEntry(Route.useParams().slug))
  return (
    <>
      <PageTitle title={entry.post.title} lang={langOf(entry.post, 'title')} />
      <PostDetail entry={entry} layout="full" />
    </>
  )
}
