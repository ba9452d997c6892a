import { createFileRoute } from '@tanstack/react-router'
import { DonationForm } from '../features/donate/DonationForm'
import {
  DonationNotice,
  type DonationReturn,
  parseDonationReturn,
} from '../features/donate/DonationNotice'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/donate')({
  // Stripe sends the donor back with ?donation=success or ?donation=cancelled.
  validateSearch: (search: Record<string, unknown>): { donation?: DonationReturn } => {
    const donation = parseDonationReturn(search.donation)
    return donation ? { donation } : {}
  },
  head: () =>
    pageHead({
      title: 'Donate',
      description:
        'Support Our Community: every dollar helps rescue food and pack boxes for neighbours.',
      path: '/donate',
    }),
  component: DonatePage,
})

function DonatePage() {
  const { donation } = Route.useSearch()
  return (
    <>
      <PageTitle title="Donate" />
      <section className="section">
        <div className="container">
          <DonationNotice status={donation} />
          <p>
            Support Our Community: every dollar helps rescue food and pack boxes for neighbours.
          </p>
          <DonationForm />
        </div>
      </section>
    </>
  )
}
