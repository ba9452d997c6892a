import { createFileRoute } from '@tanstack/react-router'
import { OrderReceivedView } from '../features/shop/OrderReceivedView'
import { t } from '../lib/i18n/translate'
import { loadStripePageAsDocument } from '../lib/stripe-document'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/order_received')({
  beforeLoad: loadStripePageAsDocument,
  // Stripe returns a card payment here with ?session_id=cs_…; the page asks our server about it.
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' ? { session_id: search.session_id } : {},
  head: routeHead(() => ({
    title: 'Order received',
    description: t('shop.meta.orderReceived'),
  })),
  component: OrderReceivedPage,
})

function OrderReceivedPage() {
  const { session_id } = Route.useSearch()
  return (
    <>
      <PageTitle title="Order received" />
      <OrderReceivedView sessionId={session_id} />
    </>
  )
}
