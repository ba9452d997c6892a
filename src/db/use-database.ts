import { useEffect, useSyncExternalStore } from 'react'
import type { AppDatabase } from './database'
import { type DatabaseConnection, getDatabaseConnection } from './open-database'

let ready: DatabaseConnection | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function startOpening(): void {
  void getDatabaseConnection().then((connection) => {
    if (ready === connection) return
    ready = connection
    for (const listener of listeners) listener()
  })
}

/**
 * The shared connection once it has opened, or null before (and always during prerender and
 * hydration, so the first client render matches the static HTML). Opening starts in an effect,
 * after the page has painted.
 */
export function useDatabaseConnection(): DatabaseConnection | null {
  const connection = useSyncExternalStore(
    subscribe,
    () => ready,
    () => null,
  )
  useEffect(() => {
    if (!ready) startOpening()
  }, [])
  return connection
}

/** The shared database once open, or null before; pair it with useLiveQuery(..., [db]). */
export function useDatabase(): AppDatabase | null {
  return useDatabaseConnection()?.db ?? null
}
