import { type ReactElement, type ReactNode, useEffect, useState } from 'react'
import { config } from '../../lib/client-config'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { BillingForm } from './BillingForm'
import { CardPayment } from './CardPayment'
import { CartSummary, Row, SummaryCard } from './CartSummary'
import { EmptyCart } from './CartView'
import { fetchShopTerms, type ShopTerms } from './card-payment-api'
import { PaymentSection } from './PaymentSection'
import { PendingOrEmpty } from './PendingState'
import { useCartItems } from './shop-queries'
import { lineTotalCents, summarise } from './totals'
import './shop.css'
import './cart.css'
import './checkout.css'

/**
 * With a Stripe publishable key in the build, the order is paid by card through Stripe Checkout
 * and Stripe collects the address and e-mail; without one, the demonstration checkout (a card
 * form and cash on delivery that only store the order on this device) stays, labelled as such.
 */
export function CheckoutView(): ReactElement {
  const publishableKey = config.VITE_STRIPE_PUBLISHABLE_KEY
  const items = useCartItems()
  // Payment is the section open first: it is the one every order needs.
  const [open, setOpen] = useState<Section>('payment')
  const accordion = { current: open, setOpen }

  if (!items?.length) {
    return (
      <PendingOrEmpty
        pending={items === undefined}
        hint="cart"
        label={t('shop.cart.loading')}
        rows={5}
        empty={<EmptyCart />}
      />
    )
  }

  const summary = summarise(
    items.map(({ line, product }) => ({ priceCents: product.priceCents, qty: line.qty })),
  )
  return (
    <section className="section">
      <div className="container checkout-layout">
        <div className="checkout-sections">
          {publishableKey ? (
            <CardPayment
              items={items.map(({ line }) => ({ productId: line.productId, quantity: line.qty }))}
              publishableKey={publishableKey}
              summary={t('shop.checkout.products', {
                count: summary.productCount,
                amount: formatCents(summary.subCents),
              })}
              // Stripe's hosted page sends a cancelled payment back here with ?payment=cancelled.
              // Read only once the cart has answered, so never in the prerendered page.
              cancelled={new URLSearchParams(window.location.search).get('payment') === 'cancelled'}
            />
          ) : (
            <>
              <p className="checkout-demo-note card" data-testid="demo-note">
                <strong>{t('shop.checkout.demoTitle')}</strong> {t('shop.checkout.demoText')}
              </p>
              <CollapsibleSection name="coupon" title={t('shop.checkout.coupon')} {...accordion}>
                <CouponForm />
              </CollapsibleSection>
              <CollapsibleSection name="billing" title={t('shop.checkout.billing')} {...accordion}>
                <BillingForm onDone={() => setOpen('payment')} />
              </CollapsibleSection>
              <CollapsibleSection name="payment" title={t('shop.checkout.payment')} {...accordion}>
                <PaymentSection />
              </CollapsibleSection>
            </>
          )}
        </div>
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
                {items.map(({ line, product }) => (
                  <tr key={product.id}>
                    <td>
                      {product.title} <span className="checkout-total__qty">× {line.qty}</span>
                    </td>
                    <td>
                      {formatCents(
                        lineTotalCents({ priceCents: product.priceCents, qty: line.qty }),
                      )}
                    </td>
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

type Section = 'coupon' | 'billing' | 'payment'

interface SectionProps {
  name: Section
  title: string
  /** The open section, and the way to open another. */
  current: Section
  setOpen: (section: Section) => void
  children: ReactNode
}

/**
 * One section of the checkout accordion. Exactly one is open at a time, so the open section's
 * header cannot close it (aria-disabled, as WAI-ARIA's accordion pattern advises); its content
 * stays mounted while hidden, so typed details survive switching sections.
 */
function CollapsibleSection({
  name,
  title,
  current,
  setOpen,
  children,
}: SectionProps): ReactElement {
  const open = current === name
  const headerId = `checkout-${name}-header`
  const panelId = `checkout-${name}-panel`
  return (
    <div className={`collapsible card${open ? ' collapsible--open' : ''}`}>
      <h2 className="collapsible__heading">
        <button
          id={headerId}
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-disabled={open || undefined}
          onClick={() => {
            if (!open) setOpen(name)
          }}
        >
          <span>{title}</span>
          <span className="collapsible__chevron" aria-hidden="true" />
        </button>
      </h2>
      <section
        id={panelId}
        aria-labelledby={headerId}
        className="collapsible__panel"
        hidden={!open}
      >
        {children}
      </section>
    </div>
  )
}

/** Coupons are not offered yet, and Apply says so rather than doing nothing. */
function CouponForm(): ReactElement {
  const [answer, setAnswer] = useState('')
  return (
    <form
      className="coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setAnswer(t('shop.coupon.notAccepted'))
      }}
    >
      <p>{t('shop.coupon.intro')}</p>
      <div className="coupon-form__row">
        <label htmlFor="coupon-code" className="visually-hidden">
          {t('shop.coupon.label')}
        </label>
        <input
          id="coupon-code"
          className="form-field__control"
          placeholder={t('shop.coupon.label')}
          autoComplete="off"
        />
        <button type="submit" className="btn btn--outline">
          {t('shop.coupon.apply')}
        </button>
      </div>
      <p role="status" className="coupon-form__answer">
        {answer}
      </p>
    </form>
  )
}

/**
 * The totals of a card checkout: only what Stripe will charge. The flat shipping rate comes
 * from our server's configuration; tax, when Stripe computes it, is known only at payment, so it
 * says so instead of showing a number. Eco Tax is never charged and is left out.
 */
export function CardTotals({
  productCount,
  subCents,
}: {
  productCount: number
  subCents: number
}): ReactElement {
  // Undefined while loading and when the terms cannot be read: both say "Shown at payment".
  const [terms, setTerms] = useState<ShopTerms | undefined>()
  useEffect(() => {
    let current = true
    void fetchShopTerms().then((next) => {
      if (current) setTerms(next)
    })
    return () => {
      current = false
    }
  }, [])

  const shippingCents = terms ? (terms.shippingCents ?? 0) : undefined
  const atPayment = t('shop.summary.shownAtPayment')
  return (
    <SummaryCard id="card-totals-heading" heading={t('shop.orderSummary')}>
      <Row label={t('shop.totalProduct')} value={productCount} testId="summary-count" />
      <Row label={t('shop.subPrice')} value={formatCents(subCents)} testId="summary-sub" />
      {terms?.automaticTax ? (
        <Row label={t('shop.vat')} value={t('shop.summary.calculatedAtPayment')} />
      ) : null}
      <Row
        label={t('shop.deliveryCharge')}
        value={shippingCents === undefined ? atPayment : formatCents(shippingCents)}
        testId="summary-delivery"
      />
      <Row
        label={
          terms && !terms.automaticTax ? t('shop.totalPrice') : t('shop.summary.totalBeforeTax')
        }
        value={shippingCents === undefined ? atPayment : formatCents(subCents + shippingCents)}
        testId="summary-total"
        total
      />
    </SummaryCard>
  )
}
