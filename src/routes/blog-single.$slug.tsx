import { createFileRoute } from '@tanstack/react-router'
import { findPost } from '../content/posts'
import { PostDetail } from '../features/blog/PostDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: ({ params }) => foundOrNotFound(findPost(params.slug)),
  head: ({ loaderData, params }) =>
    detailHead(loaderData, (item) => ({
      title: item.title,
      description: item.excerpt,
      path: `/blog-single/${params.slug}`,
      image: item.image.src,
    })),
  component: DetailPage,
})

function DetailPage() {
  const post = Route.useLoaderData()
  return (
    <>
      <PageTitle title={post.title} />
      <PostDetail post={post} layout="right" />
    </>
  )
}
