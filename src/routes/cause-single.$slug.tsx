import { byLocale as causesByLocale } from 'virtual:content/causes'
import { createFileRoute } from '@tanstack/react-router'
import { langOf } from '../content-modules/english-only'
import { CauseDetail } from '../features/causes/CauseDetail'
import { DonateCta } from '../features/donate/DonateCta'
import { localized } from '../lib/i18n/localized'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/cause-single/$slug')({
  loader: ({ params }) =>
    detailMeta(localized(causesByLocale).findCause(params.slug), (item) => ({
      title: item.title,
      description: item.summary,
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/cause-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const cause = foundOrNotFound(localized(causesByLocale).findCause(Route.useParams().slug))
  return (
    <>
      <PageTitle title={cause.title} lang={langOf(cause, 'title')} />
      <CauseDetail cause={cause} />
      <DonateCta />
    </>
  )
}
