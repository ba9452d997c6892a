import { createFileRoute } from '@tanstack/react-router'
import { detailHead } from './-shared/detail-route'
import { PostPage, postLoader } from './-shared/post-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: ({ params }) => postLoader(params.slug, 'right'),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: () => <PostPage layout="right" />,
})
