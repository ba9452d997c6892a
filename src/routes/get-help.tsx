import { createFileRoute } from '@tanstack/react-router'
import { GetHelpPage } from '../features/get-help/GetHelpPage'
import { getHelpDescription, getHelpJsonLd } from '../features/get-help/get-help-json-ld'
import { GET_HELP_PATH } from '../lib/get-help-page'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/get-help')({
  head: () => ({
    ...pageHead({
      title: 'Get food help',
      description: getHelpDescription(),
      path: GET_HELP_PATH,
    }),
    scripts: [{ type: 'application/ld+json', children: getHelpJsonLd() }],
  }),
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
