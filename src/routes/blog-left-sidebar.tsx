import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../features/blog/BlogListPage'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/blog-left-sidebar')({
  validateSearch: validateBlogSearch,
  head: routeHead(() => ({
    title: 'Blog (left sidebar)',
    description:
      'Every story from the collective with the search, categories and recent posts on the left: volunteering, fridges, gardens and funding.',
  })),
  component: BlogLeftSidebarPage,
})

function BlogLeftSidebarPage() {
  return (
    <>
      <PageTitle title="Blog" />
      <BlogListPage layout="left" search={Route.useSearch()} />
    </>
  )
}
