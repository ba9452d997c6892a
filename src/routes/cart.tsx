import { createFileRoute } from '@tanstack/react-router'
import { CartView } from '../features/shop/CartView'
import { t } from '../lib/i18n/translate'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/cart')({
  head: () =>
    pageHead({
      title: 'Cart',
      description: t('shop.meta.cart'),
      path: '/cart',
    }),
  component: CartPage,
})

function CartPage() {
  return (
    <>
      <PageTitle title="Cart" />
      <CartView />
    </>
  )
}
