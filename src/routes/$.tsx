import { createFileRoute } from '@tanstack/react-router'
import { notFoundHead } from '../lib/seo'
import { NotFoundPage } from '../ui/NotFoundPage'

/**
 * Every URL no other route claims. It renders the not-found page itself (rather than throwing
 * notFound()) so that its head tags apply; the server answers these URLs with HTTP 404.
 */
export const Route = createFileRoute('/$')({
  head: () => notFoundHead(),
  component: NotFoundPage,
})
