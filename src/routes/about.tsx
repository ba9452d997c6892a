import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/about/AboutPage'
import { DonateCta } from '../features/donate/DonateCta'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/about')({
  head: routeHead(() => ({
    title: 'About Us',
    description:
      'How a Sunday food-rescue circle grew into a community collective that shares surplus food with neighbours.',
  })),
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
