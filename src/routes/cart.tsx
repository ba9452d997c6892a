import { createFileRoute } from '@tanstack/react-router'
import { CartView } from '../features/shop/CartView'
import { t } from '../lib/i18n/translate'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/cart')({
  head: routeHead(() => ({
    title: 'Cart',
    description: t('shop.meta.cart'),
  })),
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
