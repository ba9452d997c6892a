import { createFileRoute, notFound } from '@tanstack/react-router'
import { findEvent } from '../content/events'
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
  const item = Route.useLoaderData()
  return (
    <>
      <PageTitle title="Event" crumb={item.title} />
      <section className="section">
        <div className="container">
          <h2>{item.title}</h2>
        </div>
      </section>
    </>
  )
}
