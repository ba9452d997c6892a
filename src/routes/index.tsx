import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { preloadHomeSections } from '../features/home/LazyHomeSections'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/')({
  head: () => homeHead('/'),
  loader: preloadHomeSections,
  component: () => <HomePage variant="main" />,
})
