import { organisation } from 'virtual:content/organisation'
import { createFileRoute } from '@tanstack/react-router'
import { preloadSignupForm } from '../features/volunteer/LazySignupForm'
import { VolunteerPage } from '../features/volunteer/VolunteerPage'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/volunteer')({
  head: routeHead(() => ({
    title: 'Volunteer',
    description: `Pack food boxes with ${organisation.name} ${organisation.meetingTime} in Riverside, CA: what to wear and bring, the next sessions, and signing up, even offline.`,
  })),
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
