import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/donate')({
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
  return (
    <>
      <PageTitle title="Donate" />
      <section className="section">
        <div className="container">
          <p>
            Support Our Community: every dollar helps rescue food and pack boxes for neighbours.
          </p>
        </div>
      </section>
    </>
  )
}
