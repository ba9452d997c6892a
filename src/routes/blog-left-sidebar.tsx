import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../features/blog/BlogListPage'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/blog-left-sidebar')({
  validateSearch: validateBlogSearch,
  head: () =>
    pageHead({
      title: 'Blog (left sidebar)',
      description:
        'Every story from the collective with the search, categories and recent posts on the left: volunteering, fridges, gardens and funding.',
      path: '/blog-left-sidebar',
    }),
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
