import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { NotFoundPage } from '../ui/NotFoundPage'

export const Route = createFileRoute('/404')({
  head: () => ({
    ...pageHead({
      title: 'Page not found',
      description: "We're sorry but we can't seem to find the page you requested.",
      path: '/404',
    }),
  }),
  component: NotFoundPage,
})
