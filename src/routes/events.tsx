import { createFileRoute } from '@tanstack/react-router'
import { EventsList } from '../features/events/EventsList'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/events')({
  head: () =>
    pageHead({
      title: 'Events',
      description: 'Packing sessions, food drives and community meals you can join.',
      path: '/events',
    }),
  component: () => (
    <>
      <PageTitle title="Events" />
      <EventsList />
    </>
  ),
})
