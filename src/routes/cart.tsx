import { createFileRoute } from '@tanstack/react-router'
import { CartView } from '../features/shop/CartView'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/cart')({
  head: () =>
    pageHead({
      title: 'Cart',
      description: 'Review the items in your cart before checkout.',
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
