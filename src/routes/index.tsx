import { createFileRoute } from '@tanstack/react-router'
import { organisation } from '../content/organisation'
import { HomePage } from '../features/home/HomePage'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({ title: organisation.name, description: organisation.description, path: '/' }),
  component: () => <HomePage variant="main" />,
})
