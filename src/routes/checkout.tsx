import { createFileRoute } from '@tanstack/react-router'
import { CheckoutView } from '../features/shop/CheckoutView'
import { pageHead } from '../lib/seo'
import { loadStripePageAsDocument } from '../lib/stripe-document'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/checkout')({
  beforeLoad: loadStripePageAsDocument,
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
      <CheckoutView />
    </>
  )
}
