import { organisation } from 'virtual:content/organisation'
import { createFileRoute } from '@tanstack/react-router'
import { preloadSignupForm } from '../features/volunteer/LazySignupForm'
import { VolunteerPage } from '../features/volunteer/VolunteerPage'
import { pageHead } from '../lib/seo'
import { VOLUNTEER_PATH } from '../lib/volunteer-page'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/volunteer')({
  head: () =>
    pageHead({
      title: 'Volunteer',
      description: `Pack food boxes with ${organisation.name} ${organisation.meetingTime} in Riverside, CA: what to wear and bring, the next sessions, and signing up, even offline.`,
      path: VOLUNTEER_PATH,
    }),
  loader: preloadSignupForm,
  component: VolunteerRoute,
})

function VolunteerRoute() {
  return (
    <>
      <PageTitle title="Volunteer" crumb="Volunteer" />
      <VolunteerPage />
    </>
  )
}
