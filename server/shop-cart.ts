import type Stripe from 'stripe'
import { isValidQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../src/lib/quantity'
import type { CatalogueProduct } from './shop-catalogue'
import { unexpectedField, unexpectedFieldMessage } from './unexpected-field'

// What a shopper's browser may say about an order: which products and how many of each. Prices,
// names and totals are looked up here in the catalogue, so a tampered request can change nothing
// but the choice of products. Every way a request can be wrong gets a message a person can act
// on, and nothing here throws on any JSON value.

/** One line of an order the server has checked against the catalogue. */
export interface CheckedLine {
  product: CatalogueProduct
  quantity: number
}

export type CartCheck = { ok: true; lines: CheckedLine[] } | { ok: false; message: string }

export const CART_MESSAGES = {
  notAnOrder: 'Send the order as {"items": [{"productId": "...", "quantity": 1}]}.',
  empty: 'Your cart is empty: add a product before paying.',
  /** Distinct products in one order: the whole catalogue fits, and nothing beyond it is sensible. */
  tooMany: (maxLines: number) => `An order can hold at most ${maxLines} different products.`,
  badLine: 'Each cart line needs a product id and a quantity, and nothing else.',
  unknownProduct:
    'One of the products in your cart is no longer in the shop. Remove it and try again.',
  badQuantity: `Each quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  duplicate: 'A product appears twice in the order: send it once with its total quantity.',
} as const

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The fields of an order (`ui` is read before the cart is checked) and of one of its lines. */
export const ORDER_FIELDS = ['items', 'ui'] as const
const LINE_FIELDS = ['productId', 'quantity'] as const

/**
 * Checks an untrusted order body (parsed JSON, without its `ui`) against the catalogue of the
 * build being served. A field the server does not read is refused by name, in the order and in
 * each line.
 */
export function checkCart(input: unknown, catalogue: readonly CatalogueProduct[]): CartCheck {
  if (!isPlainObject(input)) return { ok: false, message: CART_MESSAGES.notAnOrder }
  const extra = unexpectedField(input, ORDER_FIELDS)
  if (extra !== undefined) {
    return { ok: false, message: unexpectedFieldMessage(extra, 'an order', ORDER_FIELDS) }
  }
  if (!Object.hasOwn(input, 'items')) return { ok: false, message: CART_MESSAGES.notAnOrder }
  const items = input.items
  if (!Array.isArray(items)) return { ok: false, message: CART_MESSAGES.notAnOrder }
  if (items.length === 0) return { ok: false, message: CART_MESSAGES.empty }
  if (items.length > catalogue.length) {
    return { ok: false, message: CART_MESSAGES.tooMany(catalogue.length) }
  }
  const byId = new Map(catalogue.map((product) => [product.id, product]))
  const lines: CheckedLine[] = []
  const seen = new Set<string>()
  for (const item of items as unknown[]) {
    if (!isPlainObject(item)) return { ok: false, message: CART_MESSAGES.badLine }
    const extraInLine = unexpectedField(item, LINE_FIELDS)
    if (extraInLine !== undefined) {
      return { ok: false, message: unexpectedFieldMessage(extraInLine, 'a cart line', LINE_FIELDS) }
    }
    if (!LINE_FIELDS.every((field) => Object.hasOwn(item, field))) {
      return { ok: false, message: CART_MESSAGES.badLine }
    }
    const { productId, quantity } = item
    const product = typeof productId === 'string' ? byId.get(productId) : undefined
    if (!product) return { ok: false, message: CART_MESSAGES.unknownProduct }
    if (typeof quantity !== 'number' || !isValidQuantity(quantity)) {
      return { ok: false, message: CART_MESSAGES.badQuantity }
    }
    if (seen.has(product.id)) return { ok: false, message: CART_MESSAGES.duplicate }
    seen.add(product.id)
    lines.push({ product, quantity })
  }
  return { ok: true, lines }
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

/** What the order costs before Stripe adds shipping or tax: catalogue prices times quantities. */
export function cartSubtotalCents(lines: readonly CheckedLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0)
}
