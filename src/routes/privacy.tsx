import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/privacy/PrivacyPage'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead({
      title: 'Privacy',
      description:
        'What the Harvest Share Collective website keeps on your device, why, for how long, and how to delete it.',
      path: '/privacy',
    }),
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
