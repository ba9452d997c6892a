import { createFileRoute } from '@tanstack/react-router'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { BlogListRoute } from './-shared/blog-list-route'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/blog-fullwidth')({
  validateSearch: validateBlogSearch,
  head: routeHead(() => ({
    title: 'Blog (full width)',
    description:
      'The collective’s blog in one wide column: news from the packing tables, the community fridges and our cooking classes.',
  })),
  component: () => <BlogListRoute layout="full" />,
})
