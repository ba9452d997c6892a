import { describe, expect, it } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import { addToCart } from './cart-store'
import { clearDeviceData, countDeviceData } from './device-data'

const freshDb = testDatabaseFactory()

describe('the visitor’s data on this device', () => {
  it('counts, then clears every kind and says how much of each was removed', async () => {
    const db = freshDb()
    await addToCart(db, { productId: 'a' }, 1)
    await addToCart(db, { productId: 'b' }, 2)
    await db.wishlist.add({ productId: 'a', addedAt: 1 })
    await db.compare.add({ productId: 'b', addedAt: 1 })
    await db.orders.add({ id: 'o', createdAt: 1, lines: [], paymentMethod: 'cash' })
    await db.outbox.add({
      id: 'm',
      kind: 'contact',
      createdAt: 1,
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 1,
      message: {
        name: 'Ada',
        email: 'ada@example.org',
        phone: '555 0100',
        subject: 'Hi',
        message: 'x',
      },
    })
    await db.signups.add({
      id: 's',
      createdAt: 1,
      sessions: [],
      name: 'Ada',
      email: 'ada@example.org',
      phone: '',
      firstTime: true,
      note: '',
      outboxId: 'm',
    })
    await db.cache.put({ key: 'reports', savedAt: 1, value: [] })
    const expected = {
      cartLines: 2,
      wishlist: 1,
      compare: 1,
      orders: 1,
      outbox: 1,
      signups: 1,
      cachedReports: 1,
    }
    expect(await countDeviceData(db)).toEqual(expected)
    expect(await clearDeviceData(db)).toEqual(expected)
    expect(Object.values(await countDeviceData(db))).toEqual([0, 0, 0, 0, 0, 0, 0])
  })
})
