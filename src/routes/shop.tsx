import { createFileRoute } from '@tanstack/react-router'
import { ProductGallery } from '../features/shop/ProductGallery'
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
      <ProductGallery />
    </>
  )
}
