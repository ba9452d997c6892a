import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announceDatabaseOpened,
  DATABASE_NAME,
  databaseExists,
  resetDatabaseOpenedForTests,
  whenDatabaseOpened,
} from './database-presence'

afterEach(resetDatabaseOpenedForTests)

describe('whenDatabaseOpened', () => {
  it('calls back once the tab opens the database, and only once', () => {
    const listener = vi.fn()
    whenDatabaseOpened(listener)
    expect(listener).not.toHaveBeenCalled()
    announceDatabaseOpened()
    announceDatabaseOpened()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('calls back at once when the database is already open', () => {
    announceDatabaseOpened()
    const listener = vi.fn()
    whenDatabaseOpened(listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('forgets a listener that unsubscribed', () => {
    const listener = vi.fn()
    const unsubscribe = whenDatabaseOpened(listener)
    unsubscribe()
    announceDatabaseOpened()
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('databaseExists', () => {
  it('tells, without opening it, whether this browser holds the database', async () => {
    expect(await databaseExists()).toBe(false)
    await new Promise<void>((resolve) => {
      const request = indexedDB.open(DATABASE_NAME)
      request.onsuccess = () => {
        request.result.close()
        resolve()
      }
    })
    expect(await databaseExists()).toBe(true)
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(DATABASE_NAME).onsuccess = resolve
    })
  })
})
