import { type ReactElement, useState } from 'react'
import { formatCents } from '../../lib/money'
import { BillingForm } from './BillingForm'
import { CartSummary } from './CartSummary'
import { EmptyCart } from './CartView'
import { CollapsibleSection } from './CollapsibleSection'
import { CouponForm } from './CouponForm'
import { PaymentSection } from './PaymentSection'
import { PendingState } from './PendingState'
import { useCartItems } from './shop-queries'
import { lineTotalCents, summarise } from './totals'
import './shop.css'
import './cart.css'
import './checkout.css'

type SectionKey = 'coupon' | 'billing' | 'payment'

export function CheckoutView(): ReactElement {
  const items = useCartItems()
  // Payment is the section open first: it is the one every order needs.
  const [open, setOpen] = useState<SectionKey>('payment')

  if (items === undefined) {
    return (
      <section className="section">
        <div className="container">
          <PendingState hint="cart" label="Loading your cart…" rows={5} empty={<EmptyCart />} />
        </div>
      </section>
    )
  }
  if (items.length === 0) {
    return (
      <section className="section">
        <div className="container">
          <EmptyCart />
        </div>
      </section>
    )
  }

  const priced = items.map(({ line, product }) => ({
    title: product.title,
    productId: product.id,
    priceCents: product.priceCents,
    qty: line.qty,
  }))

  return (
    <section className="section">
      <div className="container checkout-layout">
        <div className="checkout-sections">
          <CollapsibleSection
            id="checkout-coupon"
            title="Coupon Code"
            open={open === 'coupon'}
            onOpen={() => setOpen('coupon')}
          >
            <CouponForm />
          </CollapsibleSection>
          <CollapsibleSection
            id="checkout-billing"
            title="Billing Address"
            open={open === 'billing'}
            onOpen={() => setOpen('billing')}
          >
            <BillingForm onDone={() => setOpen('payment')} />
          </CollapsibleSection>
          <CollapsibleSection
            id="checkout-payment"
            title="Payment Method"
            open={open === 'payment'}
            onOpen={() => setOpen('payment')}
          >
            <PaymentSection />
          </CollapsibleSection>
        </div>
        <aside className="checkout-total" aria-label="Cart total">
          <div className="card checkout-total__table-wrap">
            <table className="checkout-total__table">
              <caption>Cart Total</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {priced.map((line) => (
                  <tr key={line.productId}>
                    <td>
                      {line.title} <span className="checkout-total__qty">× {line.qty}</span>
                    </td>
                    <td>{formatCents(lineTotalCents(line))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CartSummary summary={summarise(priced)} heading="Order summary" />
        </aside>
      </div>
    </section>
  )
}
