import { createFileRoute, notFound } from '@tanstack/react-router'
import { findProduct } from '../content/products'
import { ProductDetail } from '../features/shop/ProductDetail'
import { notFoundHead, pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/product-single/$slug')({
  loader: ({ params }) => {
    const item = findProduct(params.slug)
    if (!item) throw notFound()
    return item
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.description[0] ?? loaderData.title,
          path: `/product-single/${params.slug}`,
          image: loaderData.image.src,
        })
      : notFoundHead(),
  component: DetailPage,
})

function DetailPage() {
  const item = Route.useLoaderData()
  return (
    <>
      <PageTitle title="Product Single" crumb={item.title} />
      <ProductDetail key={item.id} product={item} />
    </>
  )
}
