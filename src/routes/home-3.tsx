import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/home-3')({
  head: () => homeHead('/home-3'),
  component: () => <HomePage variant="three" />,
})
