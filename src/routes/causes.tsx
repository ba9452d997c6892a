import { createFileRoute } from '@tanstack/react-router'
import { CausesList } from '../features/causes/CausesList'
import { DonateCta } from '../features/donate/DonateCta'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/causes')({
  head: () =>
    pageHead({
      title: 'Causes',
      description:
        'Recent case studies: the six causes your donations fund, from rescued vegetables and urban gardens to emergency food boxes.',
      path: '/causes',
    }),
  component: () => (
    <>
      <PageTitle title="Causes" />
      <CausesList />
      <DonateCta />
    </>
  ),
})
