import { createFileRoute, notFound } from '@tanstack/react-router'
import { findPost } from '../content/posts'
import { PostDetail } from '../features/blog/PostDetail'
import { notFoundHead, pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: ({ params }) => {
    const item = findPost(params.slug)
    if (!item) throw notFound()
    return item
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.excerpt,
          path: `/blog-single/${params.slug}`,
          image: loaderData.image.src,
        })
      : notFoundHead(),
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
