import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/team')({
  head: () =>
    pageHead({
      title: 'Team',
      description: 'Meet the founder and volunteers who rescue, pack and deliver food every week.',
      path: '/team',
    }),
  component: TeamPage,
})

function TeamPage() {
  return (
    <>
      <PageTitle title="Team" />
      <section className="section">
        <div className="container">
          <p>Meet the founder and volunteers who rescue, pack and deliver food every week.</p>
        </div>
      </section>
    </>
  )
}
