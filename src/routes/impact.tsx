import { createFileRoute } from '@tanstack/react-router'
import { ImpactPage as ImpactSections } from '../features/impact/ImpactPage'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/impact')({
  head: () =>
    pageHead({
      title: 'Impact',
      description:
        'Weekly donation reports: pounds of rescued food shared with our neighbours, month by month.',
      path: '/impact',
    }),
  component: ImpactPage,
})

function ImpactPage() {
  return (
    <>
      <PageTitle title="Impact" />
      <ImpactSections />
    </>
  )
}
