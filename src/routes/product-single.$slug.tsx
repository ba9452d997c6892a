import { createFileRoute } from '@tanstack/react-router'
import { findProduct } from '../content/products'
import { ProductDetail } from '../features/shop/ProductDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/product-single/$slug')({
  loader: ({ params }) =>
    detailMeta(findProduct(params.slug), (item) => ({
      title: item.title,
      description: item.description[0] ?? item.title,
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/product-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const item = foundOrNotFound(findProduct(Route.useParams().slug))
  return (
    <>
      <PageTitle title={item.title} />
      <ProductDetail key={item.id} product={item} />
    </>
  )
}
