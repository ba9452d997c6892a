import { createFileRoute } from '@tanstack/react-router'
import { findBlogPost } from '../features/blog/blog-posts'
import { PostDetail } from '../features/blog/PostDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: ({ params }) =>
    detailMeta(findBlogPost(params.slug), (item) => ({
      title: item.title,
      description: item.excerpt,
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const post = foundOrNotFound(findBlogPost(Route.useParams().slug))
  return (
    <>
      <PageTitle title={post.title} />
      <PostDetail post={post} layout="right" />
    </>
  )
}
