import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/checkout')({
  head: () =>
    pageHead({
      title: 'Checkout',
      description: 'Enter your billing details and choose how to pay.',
      path: '/checkout',
    }),
  component: CheckoutPage,
})

function CheckoutPage() {
  return (
    <>
      <PageTitle title="Checkout" />
      <section className="section">
        <div className="container">
          <p>Enter your billing details and choose how to pay.</p>
        </div>
      </section>
    </>
  )
}
