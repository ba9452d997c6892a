import { createFileRoute } from '@tanstack/react-router'
import { DonationThanks } from '../features/donate/DonationThanks'
import { loadStripePageAsDocument } from '../lib/stripe-document'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/donation-thanks')({
  beforeLoad: loadStripePageAsDocument,
  // Stripe's embedded Checkout returns here with ?session_id=cs_…; the page asks our server.
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' ? { session_id: search.session_id } : {},
  head: routeHead(() => ({
    title: 'Thank you',
    description: 'Thank you for supporting the collective: your donation, as Stripe recorded it.',
  })),
  component: DonationThanksPage,
})

function DonationThanksPage() {
  const { session_id } = Route.useSearch()
  return (
    <>
      <PageTitle title="Thank you" crumb="Donate" />
      <section className="section donate-page">
        <div className="container">
          <DonationThanks sessionId={session_id} />
        </div>
      </section>
    </>
  )
}
