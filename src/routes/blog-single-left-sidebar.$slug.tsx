import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { PostDetail } from '../features/blog/PostDetail'
import { findPost, usePostEntry } from '../features/blog/post-entry'
import { t } from '../lib/i18n/translate'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single-left-sidebar/$slug')({
  loader: async ({ params }) => {
    return detailMeta((await findPost(params.slug))?.post, (item) => ({
      title: t('blog.head.leftSidebarTitle', { title: item.title }),
      description: t('blog.head.leftSidebarDescription', { excerpt: item.excerpt }),
      image: item.image.src,
    }))
  },
  // The same post as /blog-single/<slug> in another layout: one canonical URL (and one pair of
  // hreflang twins), so search engines index the post once.
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const entry = foundOrNotFound(usePostEntry(Route.useParams().slug))
  const { post } = entry
  return (
    <>
      <PageTitle title={post.title} lang={langOf(post, 'title')} />
      <PostDetail entry={entry} layout="left" />
    </>
  )
}
