import { createFileRoute } from '@tanstack/react-router'
import { findProduct } from '../content/products'
import { ProductDetail } from '../features/shop/ProductDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/product-single/$slug')({
  loader: ({ params }) => foundOrNotFound(findProduct(params.slug)),
  head: ({ loaderData, params }) =>
    detailHead(loaderData, (item) => ({
      title: item.title,
      description: item.description[0] ?? item.title,
      path: `/product-single/${params.slug}`,
      image: item.image.src,
    })),
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
