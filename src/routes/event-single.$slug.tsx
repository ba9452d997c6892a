import { byLocale as eventsByLocale } from 'virtual:content/events'
import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { EventDetail } from '../features/events/EventDetail'
import { localized } from '../lib/i18n/localized'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/event-single/$slug')({
  loader: ({ params }) =>
    detailMeta(localized(eventsByLocale).findEvent(params.slug), (item) => ({
      title: item.title,
      description: item.summary,
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/event-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const event = foundOrNotFound(localized(eventsByLocale).findEvent(Route.useParams().slug))
  return (
    <>
      <PageTitle title={event.title} lang={langOf(event, 'title')} />
      <EventDetail event={event} />
    </>
  )
}
