import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/about/AboutPage'
import { DonateCta } from '../features/donate/DonateCta'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'How a Sunday food-rescue circle grew into a community collective that shares surplus food with neighbours.',
      path: '/about',
    }),
  component: AboutUsPage,
})

function AboutUsPage() {
  return (
    <>
      <PageTitle title="About Us" />
      <AboutPage />
      <DonateCta />
    </>
  )
}
