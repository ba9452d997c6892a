import { createFileRoute } from '@tanstack/react-router'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { BlogListRoute } from './-shared/blog-list-route'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/blog')({
  validateSearch: validateBlogSearch,
  head: routeHead(() => ({
    title: 'Blog',
    description:
      'Stories, recipes and news from the food-rescue collective: Sunday packing sessions, community fridges, gleaning and more.',
  })),
  component: () => <BlogListRoute layout="right" />,
})
