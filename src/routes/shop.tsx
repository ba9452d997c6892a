import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/shop')({
  head: () =>
    pageHead({
      title: 'Gallery',
      description: 'Cookbooks, tote bags and other goods; every purchase funds rescued-food boxes.',
      path: '/shop',
    }),
  component: GalleryPage,
})

function GalleryPage() {
  return (
    <>
      <PageTitle title="Gallery" />
      <section className="section">
        <div className="container">
          <p>Cookbooks, tote bags and other goods; every purchase funds rescued-food boxes.</p>
        </div>
      </section>
    </>
  )
}
