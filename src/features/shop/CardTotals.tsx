import { type ReactElement, useEffect, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { Row, SummaryCard } from './CartSummary'
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
  // Undefined while loading and when the terms cannot be read: both say "Shown at payment".
  const [terms, setTerms] = useState<ShopTerms | undefined>()
  useEffect(() => {
    let current = true
    void loadTerms().then((next) => {
      if (current) setTerms(next)
    })
    return () => {
      current = false
    }
  }, [loadTerms])

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
