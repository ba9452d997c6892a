import { createFileRoute, notFound } from '@tanstack/react-router'
import { findCause } from '../content/causes'
import { CauseDetail } from '../features/causes/CauseDetail'
import { DonateCta } from '../features/donate/DonateCta'
import { notFoundHead, pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/cause-single/$slug')({
  loader: ({ params }) => {
    const item = findCause(params.slug)
    if (!item) throw notFound()
    return item
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.summary,
          path: `/cause-single/${params.slug}`,
          image: loaderData.image.src,
        })
      : notFoundHead(),
  component: DetailPage,
})

function DetailPage() {
  const cause = Route.useLoaderData()
  return (
    <>
      <PageTitle title={cause.title} />
      <CauseDetail cause={cause} />
      <DonateCta />
    </>
  )
}
