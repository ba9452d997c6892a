import { createFileRoute } from '@tanstack/react-router'
import { detailHead } from './-shared/detail-route'
import { PostPage, postLoader } from './-shared/post-route'

export const Route = createFileRoute('/blog-single-fullwidth/$slug')({
  loader: ({ params }) => postLoader(params.slug, 'full'),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: () => <PostPage layout="full" />,
})
