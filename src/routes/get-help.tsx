import { createFileRoute } from '@tanstack/react-router'
import { GetHelpPage } from '../features/get-help/GetHelpPage'
import { getHelpDescription } from '../features/get-help/get-help-description'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/get-help')({
  head: routeHead(() => ({ title: 'Get food help', description: getHelpDescription() })),
  component: GetHelpRoute,
})

function GetHelpRoute() {
  return (
    <>
      <PageTitle title="Get food help" crumb="Get help" />
      <GetHelpPage />
    </>
  )
}
