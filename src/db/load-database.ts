import type { AppDatabase } from './database'

/**
 * The shared database for code that needs it only after a visitor acts or after the page has
 * shown (a cart button, saving an offline copy): Dexie (30 KB gzip) is loaded then, through a
 * dynamic import, so it is not among the scripts a page needs before it can hydrate.
 */
export async function loadDatabase(): Promise<AppDatabase> {
  const { getDatabase } = await import('./open-database')
  return getDatabase()
}
