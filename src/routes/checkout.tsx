import { createFileRoute } from '@tanstack/react-router'
import { CheckoutView } from '../features/shop/CheckoutView'
import { t } from '../lib/i18n/translate'
import { pageHead } from '../lib/seo'
import { loadStripePageAsDocument } from '../lib/stripe-document'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/checkout')({
  beforeLoad: loadStripePageAsDocument,
  head: () =>
    pageHead({
      title: 'Checkout',
      description: t('shop.meta.checkout'),
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
