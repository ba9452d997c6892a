import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '../features/blog/BlogListPage'
import { validateBlogSearch } from '../features/blog/blog-layouts'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/blog')({
  validateSearch: validateBlogSearch,
  head: () =>
    pageHead({
      title: 'Blog',
      description:
        'Stories, recipes and news from the food-rescue collective: Sunday packing sessions, community fridges, gleaning and more.',
      path: '/blog',
    }),
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
