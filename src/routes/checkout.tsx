import { createFileRoute } from '@tanstack/react-router'
import { CheckoutView } from '../features/shop/CheckoutView'
import { t } from '../lib/i18n/translate'
import { loadStripePageAsDocument } from '../lib/stripe-document'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/checkout')({
  beforeLoad: loadStripePageAsDocument,
  head: routeHead(() => ({
    title: 'Checkout',
    description: t('shop.meta.checkout'),
  })),
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
