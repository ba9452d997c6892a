import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import type { OrderSummary } from './totals'

/** The cart's summary lines, also used on checkout and the order page. */
export function CartSummary({
  summary,
  heading = t('shop.summary.cartTotals'),
}: {
  summary: OrderSummary
  heading?: string
}): ReactElement {
  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className="cart-summary__heading">
        {heading}
      </h2>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t('shop.totalProduct')}</dt>
          <dd data-testid="summary-count">{summary.productCount}</dd>
        </div>
        <div>
          <dt>{t('shop.subPrice')}</dt>
          <dd data-testid="summary-sub">{formatCents(summary.subCents)}</dd>
        </div>
        <div>
          <dt>{t('shop.vat')}</dt>
          <dd>{formatCents(summary.vatCents)}</dd>
        </div>
        <div>
          <dt>{t('shop.summary.ecoTax')}</dt>
          <dd>{formatCents(summary.ecoTaxCents)}</dd>
        </div>
        <div>
          <dt>{t('shop.deliveryCharge')}</dt>
          <dd>{formatCents(summary.deliveryCents)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('shop.totalPrice')}</dt>
          <dd data-testid="summary-total">{formatCents(summary.totalCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
