import { createFileRoute } from '@tanstack/react-router'
import { detailHead } from './-shared/detail-route'
import { PostPage, postMeta } from './-shared/post-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: ({ params }) => postMeta(params.slug, 'right'),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  return <PostPage slug={Route.useParams().slug} layout="right" />
}
