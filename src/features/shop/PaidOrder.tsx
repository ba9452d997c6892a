import { Link } from '@tanstack/react-router'
import { type ReactElement, type ReactNode, useEffect, useState } from 'react'
import { loadDatabase } from '../../db/lazy-database'
import { type OrderLine, recordPaidOrder } from '../../db/orders'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { fetchOrderStatus, type OrderStatusOutcome, type PaidOrderStatus } from './card-payment-api'
import { lineTitle, orderSnapshot } from './catalogue'

/** The thanks card and the order's lines and summary, for a stored and a paid order alike. */
export function Receipt(props: {
  text: string
  meta?: ReactNode
  lines: ReactNode
  linesTestId?: string
  summary: ReactNode
}): ReactElement {
  return (
    <>
      <div className="order-received__thanks card">
        <h2>{t('shop.thanks')}</h2>
        <p>{props.text}</p>
        {props.meta}
        <Link to="/home" className="btn btn--outline">
          {t('shop.backHome')}
        </Link>
      </div>
      <div className="order-received__details">
        <h2 className="order-received__heading">{t('shop.orderDetails')}</h2>
        <ul className="order-lines" data-testid={props.linesTestId}>
          {props.lines}
        </ul>
        <dl className="cart-summary__lines order-received__summary">{props.summary}</dl>
      </div>
    </>
  )
}

/**
 * One summary line, as CartSummary's Row. Not imported from there: the order page sharing that
 * module would move it into the chunk the cart, checkout and order pages share, and reorder the
 * cart page's preloaded scripts.
 */
export function Row(props: { label: string; value: ReactNode; testId?: string; total?: boolean }) {
  return (
    <div className={props.total ? 'cart-summary__total' : undefined}>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.value}</dd>
    </div>
  )
}

/**
 * The order to keep on the device, from what Stripe charged: its names, quantities and
 * amounts, with the catalogue's picture when the product is still in it.
 */
export function paidOrderLines(order: PaidOrderStatus): OrderLine[] {
  return order.items.map((item, index) => ({
    productId: item.productId ?? `stripe-line-${index}`,
    title: item.name,
    imageSrc: item.productId ? (orderSnapshot(item.productId)?.imageSrc ?? '') : '',
    priceCents: item.quantity > 0 ? Math.round(item.amount / item.quantity) : item.amount,
    qty: item.quantity,
  }))
}

/**
 * The page Stripe returns a paid order to. What it shows comes from Stripe through our server,
 * never from the address. Only a complete payment takes what it paid for out of the cart and
 * keeps the order on the device, once per session (recordPaidOrder), so a reload or a second tab
 * changes nothing.
 */
export function PaidOrder({
  sessionId,
}: {
  /** The session_id Stripe put in the return URL; only ever used to ask our server. */
  sessionId: string
}): ReactElement {
  const [outcome, setOutcome] = useState<OrderStatusOutcome | 'loading'>('loading')

  useEffect(() => {
    let current = true
    setOutcome('loading')
    void fetchOrderStatus(sessionId).then((next) => {
      if (!current) return
      setOutcome(next)
      if (next.kind === 'found' && next.order.status === 'complete') {
        const lines = paidOrderLines(next.order)
        void loadDatabase()
          .then((db) => recordPaidOrder(db, { sessionId, lines }))
          .catch(() => {})
      }
    })
    return () => {
      current = false
    }
  }, [sessionId])

  return (
    <section className="section">
      <div className="container" role="status">
        <PaidMessage outcome={outcome} />
      </div>
    </section>
  )
}

function PaidMessage({ outcome }: { outcome: OrderStatusOutcome | 'loading' }): ReactElement {
  if (outcome === 'loading') {
    return <p className="empty-state card">{t('shop.paid.checking')}</p>
  }
  if (outcome.kind === 'found' && outcome.order.status === 'complete') {
    const { order } = outcome
    return (
      <div className="order-received">
        <Receipt
          text={t('shop.paid.received')}
          linesTestId="paid-order-lines"
          lines={order.items.map((item) => (
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
          summary={
            <>
              {order.shipping !== null ? (
                <Row label={t('shop.deliveryCharge')} value={formatCents(order.shipping)} />
              ) : null}
              {order.tax !== null ? (
                <Row label={t('shop.vat')} value={formatCents(order.tax)} />
              ) : null}
              <Row
                label={t('shop.paid.total')}
                value={formatCents(order.total)}
                testId="paid-total"
                total
              />
            </>
          }
        />
      </div>
    )
  }
  if (outcome.kind === 'found') {
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
