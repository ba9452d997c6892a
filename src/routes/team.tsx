import { createFileRoute } from '@tanstack/react-router'
import { TeamList } from '../features/team/TeamList'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/team')({
  head: () =>
    pageHead({
      title: 'Team',
      description: 'Meet the founder and volunteers who rescue, pack and deliver food every week.',
      path: '/team',
    }),
  component: () => (
    <>
      <PageTitle title="Team" />
      <TeamList />
    </>
  ),
})
