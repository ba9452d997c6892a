import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { findBlogPost } from '../features/blog/blog-posts'
import { PostDetail } from '../features/blog/PostDetail'
import { loadPostBody } from '../features/blog/post-body'
import { t } from '../lib/i18n/translate'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single-fullwidth/$slug')({
  loader: async ({ params }) => {
    const meta = detailMeta(findBlogPost(params.slug), (item) => ({
      title: t('blog.head.fullWidthTitle', { title: item.title }),
      description: t('blog.head.fullWidthDescription', { excerpt: item.excerpt }),
      image: item.image.src,
    }))
    await loadPostBody(params.slug)
    return meta
  },
  // The same post as /blog-single/<slug> in another layout: one canonical URL (and one pair of
  // hreflang twins), so search engines index the post once.
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const post = foundOrNotFound(findBlogPost(Route.useParams().slug))
  return (
    <>
      <PageTitle title={post.title} lang={langOf(post, 'title')} />
      <PostDetail post={post} layout="full" />
    </>
  )
}
