import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { CartSummary } from './CartSummary'
import { CartTable } from './CartTable'
import { CompareSection } from './CompareSection'
import { PendingState } from './PendingState'
import { useCartItems } from './shop-queries'
import { summarise } from './totals'
import { WishlistSection } from './WishlistSection'
import './shop.css'
import './cart.css'

export function CartView(): ReactElement {
  const items = useCartItems()
  return (
    <>
      <section className="section" aria-labelledby="cart-heading">
        <div className="container">
          <h2 id="cart-heading" className="visually-hidden">
            Your cart
          </h2>
          {items === undefined ? (
            <PendingState hint="cart" label="Loading your cart…" rows={4} empty={<EmptyCart />} />
          ) : items.length === 0 ? (
            <EmptyCart />
          ) : (
            <div className="cart-layout">
              <CartTable items={items} />
              <CartSummary
                summary={summarise(
                  items.map(({ line, product }) => ({
                    priceCents: product.priceCents,
                    qty: line.qty,
                  })),
                )}
              />
            </div>
          )}
        </div>
      </section>
      <section className="section section--cream">
        <div className="container saved-sections">
          <WishlistSection />
          <CompareSection />
        </div>
      </section>
    </>
  )
}

export function EmptyCart(): ReactElement {
  return (
    <div className="empty-state card">
      <p className="empty-state__title">Your cart is empty.</p>
      <p>Cookbooks, totes and kitchen goods wait in the gallery; every sale funds food boxes.</p>
      <Link to="/shop" className="btn btn--primary">
        Go to the shop
      </Link>
    </div>
  )
}
