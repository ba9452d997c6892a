import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { preloadHomeSections } from '../features/home/LazyHomeSections'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/home-2')({
  head: () => homeHead('/home-2'),
  loader: preloadHomeSections,
  component: () => <HomePage variant="two" />,
})
