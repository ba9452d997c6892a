import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/testimonials')({
  head: () =>
    pageHead({
      title: 'Testimonials',
      description: 'Volunteers and neighbours in their own words about the collective.',
      path: '/testimonials',
    }),
  component: TestimonialsPage,
})

function TestimonialsPage() {
  return (
    <>
      <PageTitle title="Testimonials" />
      <section className="section">
        <div className="container">
          <p>Volunteers and neighbours in their own words about the collective.</p>
        </div>
      </section>
    </>
  )
}
