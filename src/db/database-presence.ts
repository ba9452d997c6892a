// What code that must not load Dexie (the header's cart badge, on every page) may ask about the
// database without opening it. No Dexie import here.

/** The IndexedDB database's name. */
export const DATABASE_NAME = 'food-collective'

/**
 * Whether this browser holds the site's database, asked of IndexedDB without opening it:
 * false means nothing was ever saved here (so the cart is empty); undefined means it cannot tell
 * (no IndexedDB, or a browser without `indexedDB.databases()`).
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
