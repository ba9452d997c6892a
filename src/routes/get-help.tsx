import { createFileRoute } from '@tanstack/react-router'
import { GetHelpPage } from '../features/get-help/GetHelpPage'
import { getHelpDescription } from '../features/get-help/get-help-description'
import { GET_HELP_PATH } from '../lib/get-help-page'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/get-help')({
  head: () =>
    pageHead({ title: 'Get food help', description: getHelpDescription(), path: GET_HELP_PATH }),
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
