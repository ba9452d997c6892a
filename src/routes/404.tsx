import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../lib/seo'
import { NotFoundPage } from '../ui/NotFoundPage'

export const Route = createFileRoute('/404')({
  head: () => notFoundHead(),
  component: NotFoundPage,
})
