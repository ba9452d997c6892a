import type { OrderLine } from '../../db/orders'
import type { PaidOrderStatus } from './card-payment-api'
import { orderSnapshot } from './catalogue'

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
