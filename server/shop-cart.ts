import type Stripe from 'stripe'
import { type CheckoutUi, ORDER_MESSAGES, orderSchema } from '../src/features/shop/order-request'
import { checkRequest } from '../src/lib/request-schema'
import type { CatalogueProduct } from './build-record'

// An order's shape is checked by its schema (src/features/shop/order-request.ts, shared with the
// browser); here it is checked against the catalogue: every product exists, once, and its price
// and name come from the catalogue. Nothing here throws on any JSON value.

/** One line of an order the server has checked against the catalogue. */
export interface CheckedLine {
  product: CatalogueProduct
  quantity: number
}

type CartCheck = { ok: true; lines: CheckedLine[]; ui: CheckoutUi } | { ok: false; message: string }

export const CART_MESSAGES = {
  ...ORDER_MESSAGES,
  /** Distinct products in one order: the whole catalogue fits, and nothing beyond it is sensible. */
  tooMany: (maxLines: number) => `An order can hold at most ${maxLines} different products.`,
  duplicate: 'A product appears twice in the order: send it once with its total quantity.',
} as const

/**
 * Checks an untrusted order body (parsed JSON): its shape, then each line in the catalogue of the
 * build being served.
 */
export function checkCart(input: unknown, catalogue: readonly CatalogueProduct[]): CartCheck {
  const order = checkRequest(orderSchema, input)
  if (!order.ok) return { ok: false, message: order.message }
  const { items, ui = 'embedded' } = order.value
  if (items.length > catalogue.length) {
    return { ok: false, message: CART_MESSAGES.tooMany(catalogue.length) }
  }
  const byId = new Map(catalogue.map((product) => [product.id, product]))
  const lines: CheckedLine[] = []
  for (const { productId, quantity } of items) {
    const product = byId.get(productId)
    if (!product) return { ok: false, message: CART_MESSAGES.unknownProduct }
    if (lines.some((line) => line.product === product)) {
      return { ok: false, message: CART_MESSAGES.duplicate }
    }
    lines.push({ product, quantity })
  }
  return { ok: true, lines, ui }
}

/** Stripe line items for checked lines: names and prices from the catalogue, in US dollars. */
export function shopLineItems(
  lines: readonly CheckedLine[],
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return lines.map(({ product, quantity }) => ({
    quantity,
    price_data: {
      currency: 'usd',
      unit_amount: product.priceCents,
      product_data: { name: product.title, metadata: { productId: product.id } },
    },
  }))
}
