import { createFileRoute } from '@tanstack/react-router'
import { OrderReceivedView } from '../features/shop/OrderReceivedView'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/order_received')({
  head: () =>
    pageHead({
      title: 'Order received',
      description: 'Thank you for your order; here are its details.',
      path: '/order_received',
    }),
  component: OrderReceivedPage,
})

function OrderReceivedPage() {
  return (
    <>
      <PageTitle title="Order received" />
      <OrderReceivedView />
    </>
  )
}
