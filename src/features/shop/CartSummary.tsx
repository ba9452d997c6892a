import type { ReactElement, ReactNode } from 'react'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import type { OrderSummary } from './totals'

/** One summary line, label and value, in a cart-summary__lines list; the total is set apart. */
export function Row(props: {
  label: string
  value: ReactNode
  testId?: string
  total?: boolean
}): ReactElement {
  return (
    <div className={props.total ? 'cart-summary__total' : undefined}>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.value}</dd>
    </div>
  )
}

/** Summary lines in their card, under a heading: the cart's and the checkouts'. */
export function SummaryCard(props: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="cart-summary card" aria-labelledby={props.id}>
      <h2 id={props.id} className="cart-summary__heading">
        {props.heading}
      </h2>
      <dl className="cart-summary__lines">{props.children}</dl>
    </section>
  )
}

/** The cart's summary lines, also used on the demonstration checkout. */
export function CartSummary({
  summary,
  heading = t('shop.summary.cartTotals'),
}: {
  summary: OrderSummary
  heading?: string
}): ReactElement {
  // Vat, Eco Tax and Delivery Charge are shown, and are $0: a demo shop charges none of them.
  const zero = formatCents(0)
  return (
    <SummaryCard id="cart-summary-heading" heading={heading}>
      <Row label={t('shop.totalProduct')} value={summary.productCount} testId="summary-count" />
      <Row label={t('shop.subPrice')} value={formatCents(summary.subCents)} testId="summary-sub" />
      <Row label={t('shop.vat')} value={zero} />
      <Row label={t('shop.summary.ecoTax')} value={zero} />
      <Row label={t('shop.deliveryCharge')} value={zero} />
      <Row
        label={t('shop.totalPrice')}
        value={formatCents(summary.totalCents)}
        testId="summary-total"
        total
      />
    </SummaryCard>
  )
}
