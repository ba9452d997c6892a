import { createFileRoute } from '@tanstack/react-router'
import { TeamList } from '../features/team/TeamList'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/team')({
  head: routeHead(() => ({
    title: 'Team',
    description: 'Meet the founder and volunteers who rescue, pack and deliver food every week.',
  })),
  component: () => (
    <>
      <PageTitle title="Team" />
      <TeamList />
    </>
  ),
})
