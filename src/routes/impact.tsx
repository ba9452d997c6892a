import { createFileRoute } from '@tanstack/react-router'
import { ImpactPage as ImpactSections } from '../features/impact/ImpactPage'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/impact')({
  head: routeHead(() => ({
    title: 'Impact',
    description:
      'Weekly donation reports: pounds of rescued food shared with our neighbours, month by month.',
  })),
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
