import { createFileRoute } from '@tanstack/react-router'
import { TestimonialsList } from '../features/testimonials/TestimonialsList'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/testimonials')({
  head: () =>
    pageHead({
      title: 'Testimonials',
      description: 'Volunteers and neighbours in their own words about the collective.',
      path: '/testimonials',
    }),
  component: () => (
    <>
      <PageTitle title="Testimonials" />
      <TestimonialsList />
    </>
  ),
})
