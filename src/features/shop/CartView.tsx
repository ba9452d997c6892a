import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { CartSummary } from './CartSummary'
import { CartTable } from './CartTable'
import { EmptyState, PendingState } from './PendingState'
import { CompareSection, WishlistSection } from './SavedLists'
import { useCartItems } from './shop-queries'
import { summarise } from './totals'
import './shop.css'
import './cart.css'

export function CartView(): ReactElement {
  const items = useCartItems()
  return (
    <>
      <section className="section" aria-labelledby="cart-heading">
        <div className="container">
          <h2 id="cart-heading" className="visually-hidden">
            {t('shop.cart.heading')}
          </h2>
          {items === undefined ? (
            <PendingState
              hint="cart"
              label={t('shop.cart.loading')}
              rows={4}
              empty={<EmptyCart />}
            />
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

export const EmptyCart = (): ReactElement => (
  <EmptyState title={t('shop.cart.empty')} text={t('shop.cart.emptyText')} />
)
