import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/blog-fullwidth')({
  head: () =>
    pageHead({
      title: 'Blog',
      description: 'Stories, recipes and news from the food-rescue collective.',
      path: '/blog-fullwidth',
    }),
  component: BlogListPage,
})

function BlogListPage() {
  return (
    <>
      <PageTitle title="Blog" />
      <section className="section">
        <div className="container">
          <p>Stories, recipes and news from the food-rescue collective.</p>
        </div>
      </section>
    </>
  )
}
