import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/causes')({
  head: () =>
    pageHead({
      title: 'Causes',
      description:
        'Recent Case Studies: the food-security causes our collective raises money and volunteers for.',
      path: '/causes',
    }),
  component: CausesPage,
})

function CausesPage() {
  return (
    <>
      <PageTitle title="Causes" />
      <section className="section">
        <div className="container">
          <p>
            Recent Case Studies: the food-security causes our collective raises money and volunteers
            for.
          </p>
        </div>
      </section>
    </>
  )
}
