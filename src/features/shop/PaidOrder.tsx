import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { loadDatabase } from '../../db/load-database'
import { recordPaidOrder } from '../../db/orders'
import { formatCents } from '../../lib/money'
import { fetchOrderStatus, type OrderStatusOutcome, type PaidOrderStatus } from './card-payment-api'
import { paidOrderLines } from './paid-order-lines'

interface PaidOrderProps {
  /** The session_id Stripe put in the return URL; only ever used to ask our server. */
  sessionId: string
  /** Seams for tests. */
  fetchStatus?: (sessionId: string) => Promise<OrderStatusOutcome>
  store?: (sessionId: string, order: PaidOrderStatus) => Promise<unknown>
}

async function storeOrder(sessionId: string, order: PaidOrderStatus): Promise<unknown> {
  const db = await loadDatabase()
  return recordPaidOrder(db, { sessionId, lines: paidOrderLines(order) })
}

/**
 * The page Stripe returns a paid order to. What it shows comes from Stripe through our server,
 * never from the address. Only a complete payment empties the cart and keeps the order on the
 * device, once per session (recordPaidOrder), so a reload or a second tab changes nothing.
 */
export function PaidOrder({
  sessionId,
  fetchStatus = fetchOrderStatus,
  store = storeOrder,
}: PaidOrderProps): ReactElement {
  const [outcome, setOutcome] = useState<OrderStatusOutcome | 'loading'>('loading')

  useEffect(() => {
    let current = true
    setOutcome('loading')
    void fetchStatus(sessionId).then((next) => {
      if (!current) return
      setOutcome(next)
      if (next.kind === 'found' && next.order.status === 'complete') {
        void store(sessionId, next.order).catch(() => {})
      }
    })
    return () => {
      current = false
    }
  }, [sessionId, fetchStatus, store])

  return (
    <section className="section">
      <div className="container" role="status">
        <Message outcome={outcome} />
      </div>
    </section>
  )
}

function Message({ outcome }: { outcome: OrderStatusOutcome | 'loading' }): ReactElement {
  if (outcome === 'loading') {
    return <p className="empty-state card">Checking your payment with Stripe…</p>
  }
  if (outcome.kind === 'found') {
    if (outcome.order.status === 'complete') return <Receipt order={outcome.order} />
    return (
      <div className="empty-state card">
        <p className="empty-state__title">
          {outcome.order.status === 'expired'
            ? 'This checkout expired before it was paid.'
            : 'This payment is not complete yet.'}
        </p>
        <p>Nothing was charged and your cart is kept.</p>
        <Link to="/checkout" className="btn btn--primary">
          Back to checkout
        </Link>
      </div>
    )
  }
  const text =
    outcome.kind === 'not-found'
      ? 'We could not find this order. If you paid, your receipt from Stripe has its details.'
      : outcome.kind === 'network'
        ? 'We could not reach our server to check your payment. Please reconnect and reload.'
        : 'The payment service could not be asked about your order. Please reload shortly.'
  return (
    <div className="empty-state card">
      <p className="empty-state__title">{text}</p>
      <Link to="/shop" className="btn btn--outline">
        Go to the shop
      </Link>
    </div>
  )
}

function Receipt({ order }: { order: PaidOrderStatus }): ReactElement {
  return (
    <div className="order-received">
      <div className="order-received__thanks card">
        <h2>Thank You For Your Order!</h2>
        <p>Your payment was received. Stripe has e-mailed your receipt.</p>
        <Link to="/home" className="btn btn--outline">
          Back Home
        </Link>
      </div>
      <div className="order-received__details">
        <h2 className="order-received__heading">Order details</h2>
        <ul className="order-lines" data-testid="paid-order-lines">
          {order.items.map((item) => (
            <li key={item.productId ?? item.name} className="order-line">
              <span className="order-line__title">{item.name}</span>
              <span className="order-line__qty">× {item.quantity}</span>
              <span className="order-line__total">{formatCents(item.amount)}</span>
            </li>
          ))}
        </ul>
        <dl className="cart-summary__lines order-received__summary">
          {order.shipping !== null ? (
            <div>
              <dt>Delivery Charge</dt>
              <dd>{formatCents(order.shipping)}</dd>
            </div>
          ) : null}
          {order.tax !== null ? (
            <div>
              <dt>Vat</dt>
              <dd>{formatCents(order.tax)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__total">
            <dt>Total Paid</dt>
            <dd data-testid="paid-total">{formatCents(order.total)}</dd>
          </div>
        </dl>
      </div>
    </div>
  )
}
