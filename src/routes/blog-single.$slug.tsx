import { createFileRoute, notFound } from '@tanstack/react-router'
import { findPost } from '../content/posts'
import { notFoundHead, pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/blog-single/$slug')({
  loader: ({ params }) => {
    const item = findPost(params.slug)
    if (!item) throw notFound()
    return item
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.excerpt,
          path: `/blog-single/${params.slug}`,
          image: loaderData.image.src,
        })
      : notFoundHead(),
  component: DetailPage,
})

function DetailPage() {
  const item = Route.useLoaderData()
  return (
    <>
      <PageTitle title="Blog" crumb={item.title} />
      <section className="section">
        <div className="container">
          <h2>{item.title}</h2>
        </div>
      </section>
    </>
  )
}
