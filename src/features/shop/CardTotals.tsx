import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { fetchShopTerms, type ShopTerms } from './card-payment-api'

/**
 * The totals of a card checkout: only what Stripe will charge. The flat shipping rate comes
 * from our server's configuration; tax, when Stripe computes it, is known only at payment, so it
 * says so instead of showing a number. Eco Tax is never charged and is left out.
 */
export function CardTotals({
  productCount,
  subCents,
  loadTerms = fetchShopTerms,
}: {
  productCount: number
  subCents: number
  loadTerms?: () => Promise<ShopTerms | undefined>
}): ReactElement {
  const [terms, setTerms] = useState<ShopTerms | undefined | 'loading'>('loading')
  useEffect(() => {
    let current = true
    void loadTerms().then((next) => {
      if (current) setTerms(next)
    })
    return () => {
      current = false
    }
  }, [loadTerms])

  const known = terms !== 'loading' && terms !== undefined ? terms : undefined
  const shippingCents = known ? (known.shippingCents ?? 0) : undefined
  return (
    <section className="cart-summary card" aria-labelledby="card-totals-heading">
      <h2 id="card-totals-heading" className="cart-summary__heading">
        {t('shop.orderSummary')}
      </h2>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t('shop.totalProduct')}</dt>
          <dd data-testid="summary-count">{productCount}</dd>
        </div>
        <div>
          <dt>{t('shop.subPrice')}</dt>
          <dd data-testid="summary-sub">{formatCents(subCents)}</dd>
        </div>
        {known?.automaticTax ? (
          <div>
            <dt>{t('shop.vat')}</dt>
            <dd>{t('shop.summary.calculatedAtPayment')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('shop.deliveryCharge')}</dt>
          <dd data-testid="summary-delivery">
            {shippingCents === undefined
              ? t('shop.summary.shownAtPayment')
              : formatCents(shippingCents)}
          </dd>
        </div>
        <div className="cart-summary__total">
          <dt>
            {known && !known.automaticTax ? t('shop.totalPrice') : t('shop.summary.totalBeforeTax')}
          </dt>
          <dd data-testid="summary-total">
            {shippingCents === undefined
              ? t('shop.summary.shownAtPayment')
              : formatCents(subCents + shippingCents)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
