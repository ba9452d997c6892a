import { createFileRoute } from '@tanstack/react-router'
import { DonateIntro, DonateTaxNote } from '../features/donate/DonateIntro'
import { DonationForm } from '../features/donate/DonationForm'
import { DonationIframe } from '../features/donate/DonationIframe'
import {
  DonationNotice,
  type DonationReturn,
  parseDonationReturn,
} from '../features/donate/DonationNotice'
import { ManageGiftLink } from '../features/donate/ManageGift'
import { config } from '../lib/client-config'
import { loadStripePageAsDocument } from '../lib/stripe-document'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/donate')({
  beforeLoad: loadStripePageAsDocument,
  // Stripe sends the donor back with ?donation=success or ?donation=cancelled.
  validateSearch: (search: Record<string, unknown>): { donation?: DonationReturn } => {
    const donation = parseDonationReturn(search.donation)
    return donation ? { donation } : {}
  },
  head: routeHead(() => ({
    title: 'Donate',
    description:
      'Support Our Community: every dollar helps rescue food and pack boxes for neighbours.',
  })),
  component: DonatePage,
})

function DonatePage() {
  const { donation } = Route.useSearch()
  return (
    <>
      <PageTitle title="Support Our Community" crumb="Donate" />
      <section className="section donate-page">
        <div className="container">
          <DonationNotice status={donation} />
          <DonateIntro />
          <ManageGiftLink />
          {/* Without an embedded form URL, the card-donation form takes its place. */}
          <DonationIframe url={config.VITE_DONATION_FORM_URL} fallback={<DonationForm />} />
          <DonateTaxNote />
        </div>
      </section>
    </>
  )
}
