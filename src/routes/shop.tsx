import { createFileRoute } from '@tanstack/react-router'
import { ProductGallery } from '../features/shop/ProductGallery'
import { t } from '../lib/i18n/translate'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/shop')({
  head: routeHead(() => ({
    title: 'Gallery',
    description: t('shop.meta.gallery'),
  })),
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
