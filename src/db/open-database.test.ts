// @vitest-environment happy-dom
import Dexie, { liveQuery } from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore } from '../lib/app-store'
import { type CartCountReport, cartCountAtom, readMirroredCartCount } from './cart-count-mirror'
import { AppDatabase } from './database'
import {
  getDatabase,
  getDatabaseConnection,
  openAppDatabase,
  resetSharedDatabaseForTests,
} from './open-database'

const opened: AppDatabase[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const db of opened.splice(0)) db.close()
  resetSharedDatabaseForTests()
})

function track<T extends { db: AppDatabase }>(connection: T): T {
  opened.push(connection.db)
  return connection
}

/** The persistent database's first open() fails, as in some private-browsing modes. */
function refuseToOpen() {
  vi.spyOn(AppDatabase.prototype, 'open').mockRejectedValueOnce(
    new DOMException('The user denied permission to access the database.', 'SecurityError'),
  )
}

describe('openAppDatabase', () => {
  it('opens the persistent database when IndexedDB works', async () => {
    const connection = track(await openAppDatabase())
    expect(connection.persistent).toBe(true)
    await connection.db.cartLines.put({ productId: 'p', qty: 1, addedAt: 1 })
    expect(await connection.db.cartLines.count()).toBe(1)
  })

  it('falls back to a working in-memory database when opening fails', async () => {
    refuseToOpen()
    const connection = track(await openAppDatabase())
    expect(connection.persistent).toBe(false)
    await connection.db.wishlist.put({ productId: 'p', addedAt: 1 })
    expect(await connection.db.wishlist.count()).toBe(1)
  })

  it('falls back to memory when IndexedDB has not opened within the timeout', async () => {
    // The open request never answers, as with a hung upgrade.
    vi.spyOn(AppDatabase.prototype, 'open').mockReturnValueOnce(new Promise(() => {}) as never)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const opening = openAppDatabase()
    await vi.advanceTimersByTimeAsync(5000)
    vi.useRealTimers()
    const connection = track(await opening)
    expect(connection.persistent).toBe(false)
    await connection.db.compare.put({ productId: 'p', addedAt: 1 })
    expect(await connection.db.compare.count()).toBe(1)
  })

  it('has every table of the schema in the fallback too', async () => {
    refuseToOpen()
    const connection = track(await openAppDatabase())
    expect(connection.db.tables.map((t) => t.name).sort()).toEqual(
      ['cache', 'cartLines', 'compare', 'orders', 'outbox', 'signups', 'wishlist'].sort(),
    )
  })
})

describe('the in-memory fallback in a browser without IndexedDB', () => {
  it('still answers live queries, so the badge and cart pages update', async () => {
    const saved = { ...Dexie.dependencies }
    Dexie.dependencies.indexedDB = null as unknown as IDBFactory
    Dexie.dependencies.IDBKeyRange = null as unknown as typeof IDBKeyRange
    try {
      const connection = track(await openAppDatabase())
      expect(connection.persistent).toBe(false)
      await connection.db.cartLines.clear()
      const counts: number[] = []
      const subscription = liveQuery(() => connection.db.cartLines.count()).subscribe((count) =>
        counts.push(count),
      )
      await expect.poll(() => counts).toEqual([0])
      await connection.db.cartLines.put({ productId: 'live', qty: 1, addedAt: 1 })
      await expect.poll(() => counts).toEqual([0, 1])
      subscription.unsubscribe()
      await connection.db.cartLines.clear()
    } finally {
      Object.assign(Dexie.dependencies, saved)
    }
  })
})

describe('getDatabase', () => {
  it('hands every caller the same instance', async () => {
    const [a, b] = await Promise.all([getDatabase(), getDatabase()])
    opened.push(a)
    expect(a).toBe(b)
    expect((await getDatabaseConnection()).db).toBe(a)
  })

  it('publishes the cart count once open and after every change, and mirrors it', async () => {
    const reports: CartCountReport[] = []
    const stop = appStore.sub(cartCountAtom, () => {
      const report = appStore.get(cartCountAtom)
      if (report) reports.push(report)
    })
    try {
      const db = await getDatabase()
      opened.push(db)
      await db.cartLines.clear()
      await expect.poll(() => reports.at(-1)).toEqual({ count: 0, persistent: true })
      await db.cartLines.put({ productId: 'p', qty: 2, addedAt: 1 })
      await expect.poll(() => reports.at(-1)).toEqual({ count: 1, persistent: true })
      expect(readMirroredCartCount()).toBe(1)
      await db.cartLines.clear()
    } finally {
      stop()
      localStorage.clear()
    }
  })
})
