import { createFileRoute } from '@tanstack/react-router'
import { ImpactClosingSections } from '../features/impact/ImpactClosingSections'
import { ImpactIntro } from '../features/impact/ImpactIntro'
import { ImpactReports } from '../features/impact/ImpactReports'
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
      <ImpactIntro />
      <ImpactReports />
      <ImpactClosingSections />
    </>
  )
}
