import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { PostDetail } from '../features/blog/PostDetail'
import { postHeadMeta, usePostEntry } from '../features/blog/post-entry'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: async ({ params }) => foundOrNotFound(await postHeadMeta(params.slug, 'right')),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const entry = foundOrNotFound(usePostEntry(Route.useParams().slug))
  return (
    <>
      <PageTitle title={entry.post.title} lang={langOf(entry.post, 'title')} />
      <PostDetail entry={entry} layout="right" />
    </>
  )
}
