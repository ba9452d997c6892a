import { useEffect } from 'react'
import { appStore, useHydratedAtomValue } from '../lib/app-store'
import { databaseConnectionAtom } from './connection-atom'
import type { DatabaseConnection } from './open-database'

/**
 * The shared connection once it has opened, or null before (and always during prerender and
 * hydration, so the first client render matches the static HTML). Opening starts in an effect,
 * after the page has painted.
 */
export function useDatabaseConnection(): DatabaseConnection | null {
  const connection = useHydratedAtomValue(databaseConnectionAtom, null)
  useEffect(() => {
    // Dexie is loaded here, after hydration, not with the page's own scripts.
    void import('./open-database')
      .then(({ getDatabaseConnection }) => getDatabaseConnection())
      .then((connection) => {
        appStore.set(databaseConnectionAtom, connection)
      })
  }, [])
  return connection
}
