import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/')({
  head: () => homeHead('/'),
  component: () => <HomePage variant="main" />,
})
