import { createFileRoute } from '@tanstack/react-router'
import { detailHead } from './-shared/detail-route'
import { PostPage, postMeta } from './-shared/post-route'

export const Route = createFileRoute('/blog-single-left-sidebar/$slug')({
  loader: ({ params }) => postMeta(params.slug, 'left'),
  // The same post as /blog-single/<slug> in another layout: one canonical URL (and one pair of
  // hreflang twins), so search engines index the post once.
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  return <PostPage slug={Route.useParams().slug} layout="left" />
}
