import type { ReactElement } from 'react'
import { formatCents } from '../../lib/money'
import type { OrderSummary } from './totals'

/** The cart's summary lines, also used on checkout and the order page. */
export function CartSummary({
  summary,
  heading = 'Cart totals',
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
          <dt>Total product</dt>
          <dd data-testid="summary-count">{summary.productCount}</dd>
        </div>
        <div>
          <dt>Sub Price</dt>
          <dd data-testid="summary-sub">{formatCents(summary.subCents)}</dd>
        </div>
        <div>
          <dt>Vat</dt>
          <dd>{formatCents(summary.vatCents)}</dd>
        </div>
        <div>
          <dt>Eco Tax</dt>
          <dd>{formatCents(summary.ecoTaxCents)}</dd>
        </div>
        <div>
          <dt>Delivery Charge</dt>
          <dd>{formatCents(summary.deliveryCents)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Total Price</dt>
          <dd data-testid="summary-total">{formatCents(summary.totalCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
