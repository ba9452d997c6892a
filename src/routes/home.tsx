import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/home')({
  head: () => homeHead('/') /* the same page as /: one canonical URL */,
  component: () => <HomePage variant="main" />,
})
