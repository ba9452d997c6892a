import { createFileRoute } from '@tanstack/react-router'
import { findPost } from '../content/posts'
import { PostDetail } from '../features/blog/PostDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single-left-sidebar/$slug')({
  loader: ({ params }) =>
    detailMeta(findPost(params.slug), (item) => ({
      title: `${item.title} (left sidebar)`,
      description: `Left sidebar layout. ${item.excerpt}`,
      image: item.image.src,
    })),
  head: ({ loaderData, params }) =>
    detailHead(loaderData, `/blog-single-left-sidebar/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const post = foundOrNotFound(findPost(Route.useParams().slug))
  return (
    <>
      <PageTitle title={post.title} />
      <PostDetail post={post} layout="left" />
    </>
  )
}
