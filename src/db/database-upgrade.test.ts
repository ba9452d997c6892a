import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { AppDatabase } from './database'

describe('the database upgrade to version 2', () => {
  it('keeps every message saved under version 1 and marks it a contact message', async () => {
    const name = `upgrade-test-${Date.now()}`
    // The schema as version 1 shipped it.
    const v1 = new Dexie(name)
    v1.version(1).stores({
      cartLines: 'productId, addedAt',
      wishlist: 'productId, addedAt',
      compare: 'productId, addedAt',
      orders: 'id, createdAt',
      outbox: 'id, status, createdAt, nextAttemptAt',
      cache: 'key',
    })
    const waiting = {
      id: 'm1',
      createdAt: 1,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: 1,
      message: { name: 'Ada', email: 'ada@example.org', phone: '', subject: 'Hi', message: 'x' },
    }
    await v1.table('outbox').add(waiting)
    await v1.table('cartLines').add({ productId: 'p', qty: 2, addedAt: 1 })
    v1.close()

    const db = new AppDatabase(name)
    try {
      expect(await db.outbox.get('m1')).toEqual({ ...waiting, kind: 'contact' })
      expect(await db.outbox.where('kind').equals('contact').count()).toBe(1)
      expect(await db.cartLines.count()).toBe(1)
      expect(await db.signups.count()).toBe(0)
    } finally {
      await db.delete()
    }
  })
})
