import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import { addToCart } from './cart-store'
import {
  KEEP_ORDER_MS,
  KEEP_ORDERS,
  latestOrder,
  type ProductSnapshot,
  placeOrderFromCart,
  pruneOrders,
  recordPaidOrder,
} from './orders'

const freshDb = testDatabaseFactory()

// vitest restores spies only before the next test: put the clock back for the next file too.
afterEach(() => {
  vi.restoreAllMocks()
})

const catalogue: Record<string, ProductSnapshot> = {
  a: { title: 'Apron', imageSrc: '/a.svg', priceCents: 2799 },
  b: { title: 'Book', imageSrc: '/b.svg', priceCents: 1999 },
}
const describeProduct = (id: string) => catalogue[id]

describe('placeOrderFromCart', () => {
  it('stores an order holding the cart lines with their prices, and empties the cart', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 }, 1)
    await addToCart(db, { productId: 'b' }, 2)
    vi.spyOn(Date, 'now').mockReturnValue(1000)
    const order = await placeOrderFromCart(db, { paymentMethod: 'card', describe: describeProduct })
    expect(order).toEqual({
      id: expect.any(String),
      createdAt: 1000,
      paymentMethod: 'card',
      lines: [
        { productId: 'a', qty: 2, title: 'Apron', imageSrc: '/a.svg', priceCents: 2799 },
        { productId: 'b', qty: 1, title: 'Book', imageSrc: '/b.svg', priceCents: 1999 },
      ],
    })
    expect(await db.orders.toArray()).toEqual([order])
    expect(await db.cartLines.count()).toBe(0)
  })

  it('stores nothing for an empty cart', async () => {
    const db = freshDb()
    expect(
      await placeOrderFromCart(db, { paymentMethod: 'cash', describe: describeProduct }),
    ).toBeNull()
    expect(await db.orders.count()).toBe(0)
  })

  it('leaves out lines whose product no longer exists', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'gone' }, 1)
    await addToCart(db, { productId: 'b' }, 2)
    const order = await placeOrderFromCart(db, { paymentMethod: 'cash', describe: describeProduct })
    expect(order?.lines.map((line) => line.productId)).toEqual(['b'])
  })

  it('keeps the cart when storing the order fails (one transaction)', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' })
    vi.spyOn(db.orders, 'add').mockRejectedValue(new DOMException('Full', 'QuotaExceededError'))
    await expect(
      placeOrderFromCart(db, { paymentMethod: 'cash', describe: describeProduct }),
    ).rejects.toThrow()
    expect(await db.cartLines.count()).toBe(1)
    expect(await db.orders.count()).toBe(0)
  })

  it('gives each order its own id when none is supplied', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' })
    const first = await placeOrderFromCart(db, { paymentMethod: 'cash', describe: describeProduct })
    await addToCart(db, { productId: 'a' })
    const second = await placeOrderFromCart(db, {
      paymentMethod: 'cash',
      describe: describeProduct,
    })
    expect(first?.id).toBeTruthy()
    expect(second?.id).not.toBe(first?.id)
  })
})

describe('latestOrder', () => {
  it('is the most recently placed order, or undefined when there is none', async () => {
    const db = freshDb()
    expect(await latestOrder(db)).toBeUndefined()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(2)
    await addToCart(db, { productId: 'a' })
    const newer = await placeOrderFromCart(db, { paymentMethod: 'card', describe: describeProduct })
    // An order placed after it, with a clock set back, is the older one.
    clock.mockReturnValue(1)
    await addToCart(db, { productId: 'b' })
    await placeOrderFromCart(db, { paymentMethod: 'cash', describe: describeProduct })
    expect((await latestOrder(db))?.id).toBe(newer?.id)
  })
})

describe('pruneOrders', () => {
  it('keeps only recent orders, and no more than a few, whenever an order is placed', async () => {
    const db = freshDb()
    const lines = [{ productId: 'a', title: 'Apron', imageSrc: '/a.svg', priceCents: 1, qty: 1 }]
    await db.orders.add({ id: 'ancient', createdAt: 0, lines, paymentMethod: 'cash' })
    for (let i = 0; i < KEEP_ORDERS + 2; i++) {
      await db.orders.add({
        id: `o${i}`,
        createdAt: KEEP_ORDER_MS + i,
        lines,
        paymentMethod: 'cash',
      })
    }
    await addToCart(db, { productId: 'b' }, 1)
    const now = KEEP_ORDER_MS + 100
    vi.spyOn(Date, 'now').mockReturnValue(now)
    const placed = await placeOrderFromCart(db, {
      paymentMethod: 'card',
      describe: describeProduct,
    })
    const kept = await db.orders.orderBy('createdAt').reverse().primaryKeys()
    expect(kept).toHaveLength(KEEP_ORDERS)
    expect(kept[0]).toBe(placed?.id)
    expect(kept).not.toContain('ancient')
    expect(await latestOrder(db)).toEqual(placed)
    expect(await pruneOrders(db, now)).toBe(0)
  })
})

describe('recordPaidOrder', () => {
  const paid = {
    sessionId: 'cs_test_abc',
    lines: [{ productId: 'a', qty: 2, title: 'Apron', imageSrc: '/a.svg', priceCents: 2799 }],
  }
  const clock = () => vi.spyOn(Date, 'now')
  beforeEach(() => {
    clock().mockReturnValue(5000)
  })

  it('takes out exactly what was paid: another product and one more of a paid one stay', async () => {
    const db = freshDb()
    // Stripe charged two aprons; meanwhile a second tab added a third apron and a book.
    await addToCart(db, { productId: 'a', qty: 3 }, 1)
    await addToCart(db, { productId: 'b' }, 2)
    await recordPaidOrder(db, paid)
    expect(await db.cartLines.orderBy('addedAt').toArray()).toEqual([
      expect.objectContaining({ productId: 'a', qty: 1 }),
      expect.objectContaining({ productId: 'b', qty: 1 }),
    ])
    // Opening the order page again takes nothing more.
    clock().mockReturnValue(9000)
    await recordPaidOrder(db, paid)
    expect((await db.cartLines.get('a'))?.qty).toBe(1)
    expect(await db.cartLines.count()).toBe(2)
  })

  it('leaves the cart alone for a paid line it does not hold, and never goes below zero', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 1 }, 1)
    const lines = [
      { productId: 'a', qty: 2, title: 'Apron', imageSrc: '/a.svg', priceCents: 2799 },
      { productId: 'stripe-line-1', qty: 1, title: 'Gone', imageSrc: '', priceCents: 500 },
    ]
    await recordPaidOrder(db, { ...paid, lines })
    expect(await db.cartLines.count()).toBe(0)
  })

  it('stores the paid order under its session id and empties the cart', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 }, 1)
    const { order, created } = await recordPaidOrder(db, paid)
    expect(created).toBe(true)
    expect(order).toEqual({
      id: 'cs_test_abc',
      createdAt: 5000,
      paymentMethod: 'card',
      lines: paid.lines,
    })
    expect(await db.orders.toArray()).toEqual([order])
    expect(await db.cartLines.count()).toBe(0)
  })

  it('stores it once: a reload or a second tab changes nothing, not even a cart filled since', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a', qty: 2 }, 1)
    const [first, second] = await Promise.all([
      recordPaidOrder(db, paid),
      recordPaidOrder(db, paid),
    ])
    expect([first.created, second.created].sort()).toEqual([false, true])
    await addToCart(db, { productId: 'b' }, 2)
    clock().mockReturnValue(9000)
    const again = await recordPaidOrder(db, paid)
    expect(again.created).toBe(false)
    expect(again.order.createdAt).toBe(5000)
    expect(await db.orders.count()).toBe(1)
    expect(await db.cartLines.count()).toBe(1)
  })
})
