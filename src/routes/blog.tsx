import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../features/blog/BlogListPage'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/blog')({
  validateSearch: validateBlogSearch,
  head: routeHead(() => ({
    title: 'Blog',
    description:
      'Stories, recipes and news from the food-rescue collective: Sunday packing sessions, community fridges, gleaning and more.',
  })),
  component: BlogPage,
})

function BlogPage() {
  return (
    <>
      <PageTitle title="Blog" />
      <BlogListPage layout="right" search={Route.useSearch()} />
    </>
  )
}
