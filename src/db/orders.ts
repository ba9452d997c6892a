import type { AppDatabase, OrderRecord } from './database'
import { rememberHasOrder } from './saved-state-hints'

/** Orders kept on the device: the order page shows the latest; older ones go after a while. */
export const KEEP_ORDERS = 5
export const KEEP_ORDER_MS = 90 * 24 * 60 * 60_000

export type OrderLine = OrderRecord['lines'][number]

/** What an order keeps of a product, fixed at the moment of ordering. */
export type ProductSnapshot = Omit<OrderLine, 'productId' | 'qty'>

interface PlaceOrderInput {
  paymentMethod: OrderRecord['paymentMethod']
  /** Looks a cart line's product up; lines whose product no longer exists are left out. */
  describe: (productId: string) => ProductSnapshot | undefined
}

/**
 * Stores an order made of the cart's lines and empties the cart, in one transaction: either
 * both happen or neither. Returns null (and stores nothing) when the cart is empty.
 */
export function placeOrderFromCart(
  db: AppDatabase,
  input: PlaceOrderInput,
): Promise<OrderRecord | null> {
  return db
    .transaction('rw', db.cartLines, db.orders, async () => {
      const cart = await db.cartLines.orderBy('addedAt').toArray()
      const lines = cart.flatMap(({ productId, qty }): OrderLine[] => {
        const product = input.describe(productId)
        return product ? [{ productId, qty, ...product }] : []
      })
      if (lines.length === 0) return null
      const order: OrderRecord = {
        id: newOrderId(),
        createdAt: Date.now(),
        lines,
        paymentMethod: input.paymentMethod,
      }
      await db.orders.add(order)
      await db.cartLines.clear()
      await pruneOrders(db, order.createdAt)
      return order
    })
    .then((order) => {
      if (order) rememberHasOrder(true)
      return order
    })
}

interface PaidOrderInput {
  /** Stripe's Checkout Session id, the order's key: one payment is one order, however often its page opens. */
  sessionId: string
  /** The lines as Stripe charged them. */
  lines: OrderLine[]
}

/**
 * Stores an order paid through Stripe and takes out of the cart exactly what Stripe charged,
 * once per payment: the order is keyed by the session id, and the check and the writes share one
 * read-write transaction, which IndexedDB runs one at a time across tabs. A product added in
 * another tab while Stripe's page was open, or one more of a paid product, stays in the cart. A
 * reload or a second tab finds the order and changes nothing (created: false).
 */
export function recordPaidOrder(
  db: AppDatabase,
  input: PaidOrderInput,
): Promise<{ order: OrderRecord; created: boolean }> {
  return db
    .transaction('rw', db.cartLines, db.orders, async () => {
      const existing = await db.orders.get(input.sessionId)
      if (existing) return { order: existing, created: false }
      const order: OrderRecord = {
        id: input.sessionId,
        createdAt: Date.now(),
        lines: input.lines,
        paymentMethod: 'card',
      }
      await db.orders.add(order)
      await takeOutOfCart(db, input.lines)
      await pruneOrders(db, order.createdAt)
      return { order, created: true }
    })
    .then((result) => {
      rememberHasOrder(true)
      return result
    })
}

/** Lowers each paid product's cart line by the quantity paid, removing lines that reach zero. */
async function takeOutOfCart(db: AppDatabase, paid: readonly OrderLine[]): Promise<void> {
  for (const { productId, qty } of paid) {
    const line = await db.cartLines.get(productId)
    if (!line) continue
    if (line.qty > qty) await db.cartLines.update(productId, { qty: line.qty - qty })
    else await db.cartLines.delete(productId)
  }
}

/** Forgets orders older than KEEP_ORDER_MS and all but the newest KEEP_ORDERS. */
export function pruneOrders(db: AppDatabase, now: number): Promise<number> {
  return db.transaction('rw', db.orders, async () => {
    const stale = await db.orders
      .where('createdAt')
      .below(now - KEEP_ORDER_MS)
      .delete()
    return stale + (await db.orders.orderBy('createdAt').reverse().offset(KEEP_ORDERS).delete())
  })
}

/**
 * The most recently placed order, if any. Each answer refreshes the hint the prerendered order
 * page reads before the app starts (saved-state-hints.ts).
 */
export async function latestOrder(db: AppDatabase): Promise<OrderRecord | undefined> {
  const order = await db.orders.orderBy('createdAt').last()
  rememberHasOrder(order !== undefined)
  return order
}

function newOrderId(): string {
  // randomUUID exists only in secure contexts; a plain-http preview still needs an id.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID()
  }
  return `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}
