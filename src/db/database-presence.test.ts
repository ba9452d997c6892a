import { afterEach, describe, expect, it, vi } from 'vitest'
import { DATABASE_NAME, databaseExists } from './database-presence'

afterEach(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME)
    request.onsuccess = request.onerror = resolve
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
  })

  it('cannot tell without IndexedDB, or when listing the databases fails', async () => {
    vi.stubGlobal('indexedDB', undefined)
    expect(await databaseExists()).toBeUndefined()
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('blocked')) })
    expect(await databaseExists()).toBeUndefined()
  })
})
