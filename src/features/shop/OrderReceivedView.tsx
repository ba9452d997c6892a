import { Link } from '@tanstack/react-router'
import { type ReactElement, useEffect, useState } from 'react'
import { formatDateTime } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { lineTitle } from './catalogue'
import { PaidOrder } from './PaidOrder'
import { PendingState } from './PendingState'
import { paymentLabel } from './payment-labels'
import { useLatestOrder } from './shop-queries'
import { lineTotalCents, summarise } from './totals'
import './shop.css'
import './cart.css'
import './checkout.css'
import { ContentImg } from '../../ui/ContentImg'

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
          <PendingState hint="order" label={t('shop.order.loading')} rows={4} empty={<NoOrder />} />
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
          <h2>{t('shop.thanks')}</h2>
          <p>{t('shop.order.received')}</p>
          <p className="order-received__meta">
            {t('shop.order.placed', {
              date: formatDateTime(order.createdAt),
              method: paymentLabel(order.paymentMethod),
            })}
          </p>
          <Link to="/home" className="btn btn--outline">
            {t('shop.backHome')}
          </Link>
        </div>
        <div className="order-received__details">
          <h2 className="order-received__heading">{t('shop.orderDetails')}</h2>
          <ul className="order-lines">
            {order.lines.map((line) => (
              <li key={line.productId} className="order-line">
                <ContentImg
                  image={{ src: line.imageSrc, alt: '', width: 64, height: 64 }}
                  loading="lazy"
                />
                <span className="order-line__title">{lineTitle(line)}</span>
                <span className="order-line__qty">
                  {formatCents(line.priceCents)} x {line.qty}
                </span>
                <span className="order-line__total">{formatCents(lineTotalCents(line))}</span>
              </li>
            ))}
          </ul>
          <dl className="cart-summary__lines order-received__summary">
            <div>
              <dt>{t('shop.order.count')}</dt>
              <dd>{summary.productCount}</dd>
            </div>
            <div>
              <dt>{t('shop.subPrice')}</dt>
              <dd>{formatCents(summary.subCents)}</dd>
            </div>
            <div className="cart-summary__total">
              <dt>{t('shop.totalPrice')}</dt>
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
      <p className="empty-state__title">{t('shop.order.none')}</p>
      <p>{t('shop.order.noneText')}</p>
      <Link to="/shop" className="btn btn--primary">
        {t('shop.goToShop')}
      </Link>
    </div>
  )
}
