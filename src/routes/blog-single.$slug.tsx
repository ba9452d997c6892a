import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { PostDetail } from '../features/blog/PostDetail'
import { findPost, usePostEntry } from '../features/blog/post-entry'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: async ({ params }) => {
    return detailMeta((await findPost(params.slug))?.post, (item) => ({
      title: item.title,
      description: item.excerpt,
      image: item.image.src,
    }))
  },
  head: ({ loaderData, params }) => detailHead(loaderData, `/blog-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const entry = foundOrNotFound(usePostEntry(Route.useParams().slug))
  const { post } = entry
  return (
    <>
      <PageTitle title={post.title} lang={langOf(post, 'title')} />
      <PostDetail entry={entry} layout="right" />
    </>
  )
}
