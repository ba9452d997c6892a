import Dexie, { liveQuery } from 'dexie'
import { appStore } from '../lib/app-store'
import { publishCartCount } from './cart-count-mirror'
import { AppDatabase } from './database'
import { DATABASE_NAME } from './database-presence'
import { databaseConnectionAtom } from './lazy-database'

/** Restoring persisted state gives up after 5000 ms; the site then runs in memory rather than wait. */
const OPEN_TIMEOUT_MS = 5000

export interface DatabaseConnection {
  db: AppDatabase
  /**
   * False when IndexedDB could not be opened (private mode, blocked storage, a hung upgrade):
   * the data then lives in memory for this page load only, and the visitor should be told.
   */
  persistent: boolean
}

/**
 * Opens the site's database, falling back to an in-memory copy of the same schema when
 * IndexedDB fails or takes longer than the timeout. Never rejects.
 */
export async function openAppDatabase(): Promise<DatabaseConnection> {
  let persistentDb: AppDatabase | undefined
  try {
    persistentDb = new AppDatabase()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`IndexedDB did not open within ${OPEN_TIMEOUT_MS} ms`)),
        OPEN_TIMEOUT_MS,
      )
    })
    // Cleared once the race is decided: no timer left running after every page's start.
    await Promise.race([persistentDb.open(), timeout]).finally(() => clearTimeout(timer))
    return { db: persistentDb, persistent: true }
  } catch {
    // Closing also abandons an open that is still pending, so a late success cannot surprise us.
    persistentDb?.close()
    return { db: await openInMemory(), persistent: false }
  }
}

async function openInMemory(): Promise<AppDatabase> {
  // fake-indexeddb is a runtime dependency (not only the tests'): it is the in-memory engine
  // that keeps the cart, lists and outbox working for this page load when the browser will not
  // give the site IndexedDB (private modes, blocked storage, a hung upgrade). Loaded only on this
  // rare path, so the in-memory engine never weighs on a normal page load.
  const { indexedDB, IDBKeyRange } = await import('fake-indexeddb')
  // liveQuery stays silent when the page has no global IndexedDB at all (its guard for server
  // rendering), so point Dexie's defaults at the in-memory engine in that case.
  if (!Dexie.dependencies.indexedDB) {
    Dexie.dependencies.indexedDB = indexedDB
    Dexie.dependencies.IDBKeyRange = IDBKeyRange
  }
  const db = new AppDatabase(DATABASE_NAME, { indexedDB, IDBKeyRange })
  await db.open()
  return db
}

let shared: Promise<DatabaseConnection> | undefined
let cartCountSubscription: { unsubscribe: () => void } | undefined

/**
 * The one shared connection, opened on first request. Code that runs at start-up reaches it
 * through lazy-database.ts, from effects and event handlers, so Dexie never delays the first
 * paint. Once open, it is published in databaseConnectionAtom, and so is the cart's line count
 * after every change, from any tab, for the header badge (cart-count-mirror.ts).
 */
export function getDatabaseConnection(): Promise<DatabaseConnection> {
  shared ??= openAppDatabase().then((connection) => {
    const { db, persistent } = connection
    cartCountSubscription = liveQuery(() => db.cartLines.count()).subscribe({
      next: (count) => publishCartCount({ count, persistent }),
      // A failed read leaves the last count shown; the cart page reports problems itself.
      error: () => undefined,
    })
    appStore.set(databaseConnectionAtom, connection)
    return connection
  })
  return shared
}

/** The one shared database instance (persistent, or the in-memory fallback). */
export async function getDatabase(): Promise<AppDatabase> {
  return (await getDatabaseConnection()).db
}

/** Tests only: forget the shared connection so the next call opens afresh. */
export function resetSharedDatabaseForTests(): void {
  cartCountSubscription?.unsubscribe()
  cartCountSubscription = undefined
  shared = undefined
  appStore.set(databaseConnectionAtom, null)
}
