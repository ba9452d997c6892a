import { useHydratedAtomValue } from '../lib/app-store'
import { databaseConnectionAtom } from './connection-atom'
import type { DatabaseConnection } from './open-database'

/**
 * The database connection once something else has opened it (a lazily loaded loader), null
 * until then; unlike useDatabaseConnection it never opens it itself, so a page that only wants
 * to know whether its data is kept does not load Dexie at start-up.
 */
export function useOpenedDatabaseConnection(): DatabaseConnection | null {
  return useHydratedAtomValue(databaseConnectionAtom, null)
}
