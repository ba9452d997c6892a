import { createFileRoute } from '@tanstack/react-router'
import { EventsList } from '../features/events/EventsList'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/events')({
  head: routeHead(() => ({
    title: 'Events',
    description: 'Packing sessions, food drives and community meals you can join.',
  })),
  component: () => (
    <>
      <PageTitle title="Events" />
      <EventsList />
    </>
  ),
})
