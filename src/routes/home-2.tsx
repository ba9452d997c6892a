import { createFileRoute } from '@tanstack/react-router'
import { organisation } from '../content/organisation'
import { HomePage } from '../features/home/HomePage'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/home-2')({
  head: () =>
    pageHead({ title: organisation.name, description: organisation.description, path: '/home-2' }),
  component: () => <HomePage variant="two" />,
})
