import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'How a Sunday food-rescue circle grew into a community collective that shares surplus food with neighbours.',
      path: '/about',
    }),
  component: AboutUsPage,
})

function AboutUsPage() {
  return (
    <>
      <PageTitle title="About Us" />
      <section className="section">
        <div className="container">
          <p>
            How a Sunday food-rescue circle grew into a community collective that shares surplus
            food with neighbours.
          </p>
        </div>
      </section>
    </>
  )
}
