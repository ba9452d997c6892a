import { createFileRoute } from '@tanstack/react-router'
import { findBlogPost } from '../features/blog/blog-posts'
import { PostDetail } from '../features/blog/PostDetail'
import { t } from '../lib/i18n/translate'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single-fullwidth/$slug')({
  loader: ({ params }) =>
    detailMeta(findBlogPost(params.slug), (item) => ({
      title: t('blog.head.fullWidthTitle', { title: item.title }),
      description: t('blog.head.fullWidthDescription', { excerpt: item.excerpt }),
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single-fullwidth/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const post = foundOrNotFound(findBlogPost(Route.useParams().slug))
  return (
    <>
      <PageTitle title={post.title} />
      <PostDetail post={post} layout="full" />
    </>
  )
}
