import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { loadDatabase } from '../../db/lazy-database'
import { recordPaidOrder } from '../../db/orders'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { fetchOrderStatus, type OrderStatusOutcome, type PaidOrderStatus } from './card-payment-api'
import { lineTitle } from './catalogue'
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
 * never from the address. Only a complete payment takes what it paid for out of the cart and
 * keeps the order on the device, once per session (recordPaidOrder), so a reload or a second tab
 * changes nothing.
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
    return <p className="empty-state card">{t('shop.paid.checking')}</p>
  }
  if (outcome.kind === 'found') {
    if (outcome.order.status === 'complete') return <Receipt order={outcome.order} />
    return (
      <div className="empty-state card">
        <p className="empty-state__title">
          {outcome.order.status === 'expired' ? t('shop.paid.expired') : t('shop.paid.incomplete')}
        </p>
        <p>{t('shop.paid.notCharged')}</p>
        <Link to="/checkout" className="btn btn--primary">
          {t('shop.paid.backToCheckout')}
        </Link>
      </div>
    )
  }
  const text =
    outcome.kind === 'not-found'
      ? t('shop.paid.notFound')
      : outcome.kind === 'network'
        ? t('shop.paid.network')
        : t('shop.paid.down')
  return (
    <div className="empty-state card">
      <p className="empty-state__title">{text}</p>
      <Link to="/shop" className="btn btn--outline">
        {t('shop.goToShop')}
      </Link>
    </div>
  )
}

function Receipt({ order }: { order: PaidOrderStatus }): ReactElement {
  return (
    <div className="order-received">
      <div className="order-received__thanks card">
        <h2>{t('shop.thanks')}</h2>
        <p>{t('shop.paid.received')}</p>
        <Link to="/home" className="btn btn--outline">
          {t('shop.backHome')}
        </Link>
      </div>
      <div className="order-received__details">
        <h2 className="order-received__heading">{t('shop.orderDetails')}</h2>
        <ul className="order-lines" data-testid="paid-order-lines">
          {order.items.map((item) => (
            <li key={item.productId ?? item.name} className="order-line">
              {/* Stripe's line names are the catalogue's English ones: the page's own language
              names a product still sold. */}
              <span className="order-line__title">
                {lineTitle({ productId: item.productId, title: item.name })}
              </span>
              <span className="order-line__qty">× {item.quantity}</span>
              <span className="order-line__total">{formatCents(item.amount)}</span>
            </li>
          ))}
        </ul>
        <dl className="cart-summary__lines order-received__summary">
          {order.shipping !== null ? (
            <div>
              <dt>{t('shop.deliveryCharge')}</dt>
              <dd>{formatCents(order.shipping)}</dd>
            </div>
          ) : null}
          {order.tax !== null ? (
            <div>
              <dt>{t('shop.vat')}</dt>
              <dd>{formatCents(order.tax)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__total">
            <dt>{t('shop.paid.total')}</dt>
            <dd data-testid="paid-total">{formatCents(order.total)}</dd>
          </div>
        </dl>
      </div>
    </div>
  )
}
