import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage'
import { preloadHomeSections } from '../features/home/LazyHomeSections'
import { homeHead } from '../lib/seo'

export const Route = createFileRoute('/home-3')({
  // The same content as / in another layout: one canonical URL, so search engines do not
  // see three pages with one title and description.
  head: () => homeHead('/'),
  loader: preloadHomeSections,
  component: () => <HomePage variant="three" />,
})
