import { type ReactElement, useEffect, useState } from 'react'
import { config } from '../../lib/client-config'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { BillingForm } from './BillingForm'
import { CardPayment } from './CardPayment'
import { CardTotals } from './CardTotals'
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

/**
 * With a Stripe publishable key in the build, the order is paid by card through Stripe Checkout
 * and Stripe collects the address and e-mail; without one, the demonstration checkout (a card
 * form and cash on delivery that only store the order on this device) stays, labelled as such.
 */
export function CheckoutView({
  publishableKey = config.VITE_STRIPE_PUBLISHABLE_KEY,
}: {
  publishableKey?: string | undefined
} = {}): ReactElement {
  const items = useCartItems()
  // Payment is the section open first: it is the one every order needs.
  const [open, setOpen] = useState<SectionKey>('payment')
  // Stripe's hosted page sends a cancelled payment back here with ?payment=cancelled. Read after
  // hydration: the prerendered page has no query.
  const [cancelled, setCancelled] = useState(false)
  useEffect(() => {
    setCancelled(new URLSearchParams(window.location.search).get('payment') === 'cancelled')
  }, [])

  if (items === undefined) {
    return (
      <section className="section">
        <div className="container">
          <PendingState hint="cart" label={t('shop.cart.loading')} rows={5} empty={<EmptyCart />} />
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

  const summary = summarise(priced)
  const payment = publishableKey ? (
    <div className="checkout-sections">
      <CardPayment
        items={priced.map((line) => ({ productId: line.productId, quantity: line.qty }))}
        publishableKey={publishableKey}
        summary={t('shop.checkout.products', {
          count: summary.productCount,
          amount: formatCents(summary.subCents),
        })}
        cancelled={cancelled}
      />
    </div>
  ) : (
    <div className="checkout-sections">
      <p className="checkout-demo-note card" data-testid="demo-note">
        <strong>{t('shop.checkout.demoTitle')}</strong> {t('shop.checkout.demoText')}
      </p>
      <CollapsibleSection
        id="checkout-coupon"
        title={t('shop.checkout.coupon')}
        open={open === 'coupon'}
        onOpen={() => setOpen('coupon')}
      >
        <CouponForm />
      </CollapsibleSection>
      <CollapsibleSection
        id="checkout-billing"
        title={t('shop.checkout.billing')}
        open={open === 'billing'}
        onOpen={() => setOpen('billing')}
      >
        <BillingForm onDone={() => setOpen('payment')} />
      </CollapsibleSection>
      <CollapsibleSection
        id="checkout-payment"
        title={t('shop.checkout.payment')}
        open={open === 'payment'}
        onOpen={() => setOpen('payment')}
      >
        <PaymentSection />
      </CollapsibleSection>
    </div>
  )

  return (
    <section className="section">
      <div className="container checkout-layout">
        {payment}
        <aside className="checkout-total" aria-label={t('shop.checkout.totalLabel')}>
          <div className="card checkout-total__table-wrap">
            <table className="checkout-total__table">
              <caption>{t('shop.checkout.totalCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('shop.checkout.product')}</th>
                  <th scope="col">{t('shop.price')}</th>
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
          {publishableKey ? (
            <CardTotals productCount={summary.productCount} subCents={summary.subCents} />
          ) : (
            <CartSummary summary={summary} heading={t('shop.orderSummary')} />
          )}
        </aside>
      </div>
    </section>
  )
}
