import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../features/blog/BlogListPage'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/blog-fullwidth')({
  validateSearch: validateBlogSearch,
  head: routeHead(() => ({
    title: 'Blog (full width)',
    description:
      'The collective’s blog in one wide column: news from the packing tables, the community fridges and our cooking classes.',
  })),
  component: BlogFullwidthPage,
})

function BlogFullwidthPage() {
  return (
    <>
      <PageTitle title="Blog" />
      <BlogListPage layout="full" search={Route.useSearch()} />
    </>
  )
}
