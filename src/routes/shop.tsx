import { createFileRoute } from '@tanstack/react-router'
import { ProductGallery } from '../features/shop/ProductGallery'
import { t } from '../lib/i18n/translate'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/shop')({
  head: () =>
    pageHead({
      title: 'Gallery',
      description: t('shop.meta.gallery'),
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
