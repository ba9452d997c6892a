import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '../features/blog/PostDetail'
import { postHeadMeta, usePostEntry } from '../features/blog/post-entry'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: async ({ params }) => foundOrNotFound(await postHeadMeta(params.slug, 'right')),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  return <PostPage entry={foundOrNotFound(usePostEntry(Route.useParams().slug))} layout="right" />
}
