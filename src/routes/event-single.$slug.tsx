import { createFileRoute, notFound } from '@tanstack/react-router'
import { findEvent } from '../content/events'
import { EventDetail } from '../features/events/EventDetail'
import { notFoundHead, pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/event-single/$slug')({
  loader: ({ params }) => {
    const item = findEvent(params.slug)
    if (!item) throw notFound()
    return item
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.summary,
          path: `/event-single/${params.slug}`,
          image: loaderData.image.src,
        })
      : notFoundHead(),
  component: DetailPage,
})

function DetailPage() {
  const event = Route.useLoaderData()
  return (
    <>
      <PageTitle title={event.title} />
      <EventDetail event={event} />
    </>
  )
}
