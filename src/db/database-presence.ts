// What code that must not load Dexie (the header's cart badge, on every page) may know about the
// database: whether this browser has one at all, and when this tab opens it for some other
// reason, such as an add to cart. No Dexie import here.

/** The IndexedDB database's name. */
export const DATABASE_NAME = 'food-collective'

/**
 * Whether this browser holds the site's database, asked of IndexedDB without opening it:
 * false means nothing was ever saved (so the cart is empty); undefined means it cannot tell.
 */
export async function databaseExists(): Promise<boolean | undefined> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function')
      return undefined
    const databases = await indexedDB.databases()
    return databases.some((database) => database.name === DATABASE_NAME)
  } catch {
    return undefined
  }
}

let opened = false
const listeners = new Set<() => void>()

/** Called by getDatabaseConnection once the shared connection is open. */
export function announceDatabaseOpened(): void {
  if (opened) return
  opened = true
  for (const listener of listeners) listener()
  listeners.clear()
}

/** Calls `listener` once this tab has opened the database (at once if it already has). */
export function whenDatabaseOpened(listener: () => void): () => void {
  if (opened) {
    listener()
    return () => undefined
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tests only: back to "not opened". */
export function resetDatabaseOpenedForTests(): void {
  opened = false
  listeners.clear()
}
