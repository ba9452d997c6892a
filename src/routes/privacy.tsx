import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/privacy/PrivacyPage'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/privacy')({
  head: routeHead(() => ({
    title: 'Privacy',
    description:
      'What the Harvest Share Collective website keeps on your device, why, for how long, and how to delete it.',
  })),
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return (
    <>
      <PageTitle title="Privacy" />
      <PrivacyPage />
    </>
  )
}
