import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { preloadHomeSections } from '../features/home/LazyHomeSections'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/home')({
  head: () => homeHead('/') /* the same page as /: one canonical URL */,
  loader: preloadHomeSections,
  component: () => <HomePage variant="main" />,
})
