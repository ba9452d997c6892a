import { createFileRoute } from '@tanstack/react-router'
import { detailHead } from './-shared/detail-route'
import { PostPage, postLoader } from './-shared/post-route'

export const Route = createFileRoute('/blog-single-left-sidebar/$slug')({
  loader: ({ params }) => postLoader(params.slug, 'left'),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: () => <PostPage layout="left" />,
})
