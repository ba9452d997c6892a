import { createFileRoute } from '@tanstack/react-router'
import { productBySlug } from '../features/shop/catalogue'
import { ProductDetail } from '../features/shop/ProductDetail'
import { PageTitle } from '../ui/PageTitle'
import { detailHead, detailMeta, foundOrNotFound } from './-shared/detail-route'

export const Route = createFileRoute('/product-single/$slug')({
  // The page's language's product: a Spanish page's head and banner carry its Spanish name.
  loader: ({ params }) =>
    detailMeta(productBySlug(params.slug), (item) => ({
      title: item.title,
      description: item.description[0] ?? item.title,
      image: item.image.src,
    })),
  head: ({ loaderData, params }) => detailHead(loaderData, `/product-single/${params.slug}`),
  component: DetailPage,
})

function DetailPage() {
  const item = foundOrNotFound(productBySlug(Route.useParams().slug))
  return (
    <>
      <PageTitle title={item.title} />
      <ProductDetail key={item.id} product={item} />
    </>
  )
}
