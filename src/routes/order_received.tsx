import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/order_received')({
  head: () =>
    pageHead({
      title: 'Order received',
      description: 'Thank you for your order; here are its details.',
      path: '/order_received',
    }),
  component: OrderreceivedPage,
})

function OrderreceivedPage() {
  return (
    <>
      <PageTitle title="Order received" />
      <section className="section">
        <div className="container">
          <p>Thank you for your order; here are its details.</p>
        </div>
      </section>
    </>
  )
}
