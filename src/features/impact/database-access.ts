import { AppDatabase } from '../../db/database'

let database: AppDatabase | undefined

/**
 * The app's one Dexie database, opened on first use.
 * Stand-in until the shared accessor (src/db/open-database.ts) lands on main; then this file goes.
 */
export function getDatabase(): AppDatabase {
  database ??= new AppDatabase()
  return database
}
