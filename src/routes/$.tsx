import { createFileRoute, notFound } from '@tanstack/react-router'

/** Every URL no other route claims: throwing notFound() renders the 404 page with status 404. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound()
  },
})
