import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { formatCents } from '../../lib/money'
import { PaidOrder } from './PaidOrder'
import { PendingState } from './PendingState'
import { PAYMENT_LABELS } from './payment-labels'
import { useLatestOrder } from './shop-queries'
import { lineTotalCents, summarise } from './totals'
import './shop.css'
import './cart.css'
import './checkout.css'
import { formatDateTime } from '../../lib/date-time'

/**
 * With ?session_id= (Stripe's return from a card payment): the paid order, from Stripe.
 * Otherwise the most recent stored order, as placed (its prices are those at the time of ordering).
 */
export function OrderReceivedView({ sessionId }: { sessionId?: string | undefined }): ReactElement {
  // The page is prerendered without a query: the first render matches that markup (the latest
  // order's placeholder), and the paid order takes over once hydrated.
  const [paidSession, setPaidSession] = useState<string | undefined>()
  useEffect(() => setPaidSession(sessionId), [sessionId])
  if (paidSession) return <PaidOrder sessionId={paidSession} />
  return <LatestOrder />
}

function LatestOrder(): ReactElement {
  const order = useLatestOrder()

  if (order === undefined) {
    return (
      <section className="section">
        <div className="container">
          <PendingState hint="order" label="Loading your order…" rows={4} empty={<NoOrder />} />
        </div>
      </section>
    )
  }
  if (order === null) {
    return (
      <section className="section">
        <div className="container">
          <NoOrder />
        </div>
      </section>
    )
  }

  const summary = summarise(order.lines)
  return (
    <section className="section">
      <div className="container order-received">
        <div className="order-received__thanks card">
          <h2>Thank You For Your Order!</h2>
          <p>your order has been received</p>
          <p className="order-received__meta">
            Placed {formatDateTime(order.createdAt)} · {PAYMENT_LABELS[order.paymentMethod]}
          </p>
          <Link to="/home" className="btn btn--outline">
            Back Home
          </Link>
        </div>
        <div className="order-received__details">
          <h2 className="order-received__heading">Order details</h2>
          <ul className="order-lines">
            {order.lines.map((line) => (
              <li key={line.productId} className="order-line">
                <img src={line.imageSrc} alt="" width={64} height={64} loading="lazy" />
                <span className="order-line__title">{line.title}</span>
                <span className="order-line__qty">
                  {formatCents(line.priceCents)} x {line.qty}
                </span>
                <span className="order-line__total">{formatCents(lineTotalCents(line))}</span>
              </li>
            ))}
          </ul>
          <dl className="cart-summary__lines order-received__summary">
            <div>
              <dt>Number of products</dt>
              <dd>{summary.productCount}</dd>
            </div>
            <div>
              <dt>Sub Price</dt>
              <dd>{formatCents(summary.subCents)}</dd>
            </div>
            <div className="cart-summary__total">
              <dt>Total Price</dt>
              <dd>{formatCents(summary.totalCents)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  )
}

function NoOrder(): ReactElement {
  return (
    <div className="empty-state card">
      <p className="empty-state__title">There is no order to show yet.</p>
      <p>Once you place an order, its details appear here.</p>
      <Link to="/shop" className="btn btn--primary">
        Go to the shop
      </Link>
    </div>
  )
}
