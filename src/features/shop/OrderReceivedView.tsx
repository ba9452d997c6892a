import { type ReactElement, useEffect, useState } from 'react'
import { formatDateTime } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
import { formatCents } from '../../lib/money'
import { ContentImg } from '../../ui/ContentImg'
import { lineTitle } from './catalogue'
import { PaidOrder, Receipt, Row } from './PaidOrder'
import { EmptyState, PendingOrEmpty } from './PendingState'
import { useLatestOrder } from './shop-queries'
import { lineTotalCents, summarise } from './totals'
import './shop.css'
import './cart.css'
import './checkout.css'

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
  if (!order) {
    return (
      <PendingOrEmpty
        pending={order === undefined}
        hint="order"
        label={t('shop.order.loading')}
        rows={4}
        empty={<EmptyState title={t('shop.order.none')} text={t('shop.order.noneText')} />}
      />
    )
  }

  const summary = summarise(order.lines)
  return (
    <section className="section">
      <div className="container order-received">
        <Receipt
          text={t('shop.order.received')}
          meta={
            <p className="order-received__meta">
              {t('shop.order.placed', {
                date: formatDateTime(order.createdAt),
                method: t(`shop.payment.${order.paymentMethod}`),
              })}
            </p>
          }
          lines={order.lines.map((line) => (
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
          summary={
            <>
              <Row label={t('shop.order.count')} value={summary.productCount} />
              <Row label={t('shop.subPrice')} value={formatCents(summary.subCents)} />
              <Row label={t('shop.totalPrice')} value={formatCents(summary.totalCents)} total />
            </>
          }
        />
      </div>
    </section>
  )
}
