import { createFileRoute } from '@tanstack/react-router'
import { TestimonialsList } from '../features/testimonials/TestimonialsList'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/testimonials')({
  head: routeHead(() => ({
    title: 'Testimonials',
    description: 'Volunteers and neighbours in their own words about the collective.',
  })),
  component: () => (
    <>
      <PageTitle title="Testimonials" />
      <TestimonialsList />
    </>
  ),
})
