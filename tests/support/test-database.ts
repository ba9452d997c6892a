import { afterEach } from 'vitest'
import { AppDatabase } from '../../src/db/database'

let counter = 0

/**
 * A fresh, uniquely named database on the tests' in-memory IndexedDB, deleted after the test.
 * Call from inside a test file (it registers an afterEach there).
 */
export function testDatabaseFactory(): () => AppDatabase {
  let db: AppDatabase | undefined
  afterEach(async () => {
    await db?.delete()
    db = undefined
  })
  return () => {
    counter += 1
    db = new AppDatabase(`test-db-${counter}-${Math.random().toString(36).slice(2)}`)
    return db
  }
}
