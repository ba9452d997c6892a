import { createFileRoute } from '@tanstack/react-router'
import { findEvent } from '../content/events'
import { EventDetail } from '../features/events/EventDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/event-single/$slug')({
  loader: ({ params }) => foundOrNotFound(findEvent(params.slug)),
  head: ({ loaderData, params }) =>
    detailHead(loaderData, (item) => ({
      title: item.title,
      description: item.summary,
      path: `/event-single/${params.slug}`,
      image: item.image.src,
    })),
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
