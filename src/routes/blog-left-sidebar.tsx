import { createFileRoute } from '@tanstack/react-router'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { BlogListRoute } from './-shared/blog-list-route'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/blog-left-sidebar')({
  validateSearch: validateBlogSearch,
  head: routeHead(() => ({
    title: 'Blog (left sidebar)',
    description:
      'Every story from the collective with the search, categories and recent posts on the left: volunteering, fridges, gardens and funding.',
  })),
  component: () => <BlogListRoute layout="left" />,
})
