import { createFileRoute } from '@tanstack/react-router'
import { CausesList } from '../features/causes/CausesList'
import { DonateCta } from '../features/donate/DonateCta'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/causes')({
  head: routeHead(() => ({
    title: 'Causes',
    description:
      'Recent case studies: the six causes your donations fund, from rescued vegetables and urban gardens to emergency food boxes.',
  })),
  component: () => (
    <>
      <PageTitle title="Causes" />
      <CausesList />
      <DonateCta />
    </>
  ),
})
