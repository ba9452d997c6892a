import { useSearch } from '@tanstack/react-router'
import { BlogListPage } from '../../features/blog/BlogListPage'
import type { BlogLayout } from '../../features/blog/blog-layouts'
import { PageTitle } from '../../ui/PageTitle'

/** The page of the three blog list routes (/blog, -fullwidth, -left-sidebar): one per layout. */
export function BlogListRoute({ layout }: { layout: BlogLayout }) {
  const search = useSearch({ strict: false })
  return (
    <>
      <PageTitle title="Blog" />
      <BlogListPage layout={layout} search={search} />
    </>
  )
}
