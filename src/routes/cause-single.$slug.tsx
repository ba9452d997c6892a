import { createFileRoute } from '@tanstack/react-router'
import { findCause } from '../content/causes'
import { CauseDetail } from '../features/causes/CauseDetail'
import { DonateCta } from '../features/donate/DonateCta'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/cause-single/$slug')({
  loader: ({ params }) => foundOrNotFound(findCause(params.slug)),
  head: ({ loaderData, params }) =>
    detailHead(loaderData, (item) => ({
      title: item.title,
      description: item.summary,
      path: `/cause-single/${params.slug}`,
      image: item.image.src,
    })),
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
