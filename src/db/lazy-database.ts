import { atom } from 'jotai/vanilla'
import { useEffect, useState } from 'react'
import { useHydratedAtomValue } from '../lib/app-store'
import type { AppDatabase } from './database'
import { databaseExists } from './database-presence'
import type { DatabaseConnection } from './open-database'
import { CART_LINES_KEY } from './saved-state-hints'

// The database for code that runs at start-up (the header on every page, the shop and cart pages,
// the forms). Dexie is loaded through a dynamic import only when the database is opened, after the
// page has painted, so it is never among the scripts a page needs before it can hydrate. The open
// connection is published as an atom, which components render from. No Dexie import here.

/** The shared connection once it has opened (open-database.ts sets it), null before. */
export const databaseConnectionAtom = atom<DatabaseConnection | null>(null)

/** Opens the shared connection (once per page), loading Dexie first. */
async function loadDatabaseConnection(): Promise<DatabaseConnection> {
  const { getDatabaseConnection } = await import('./open-database')
  return getDatabaseConnection()
}

/** The shared database, for effects and handlers (a cart button, storing an order). */
export async function loadDatabase(): Promise<AppDatabase> {
  return (await loadDatabaseConnection()).db
}

/**
 * Opens the shared connection unless this browser holds no database: then nothing was ever saved
 * here, and it answers null without loading Dexie or creating the database.
 */
export async function loadSavedDatabase(): Promise<DatabaseConnection | null> {
  askingIfSaved ??= databaseExists().finally(() => {
    askingIfSaved = undefined
  })
  return (await askingIfSaved) === false ? null : loadDatabaseConnection()
}

// Readers that mount together (the cart page has several) share one question to IndexedDB; the
// next question is asked afresh, since saving from this or another tab changes the answer.
let askingIfSaved: Promise<boolean | undefined> | undefined

/**
 * The shared connection once it has opened, or null before (and always during prerender and
 * hydration, so the first client render matches the static HTML). Opening starts in an effect.
 */
export function useDatabaseConnection(): DatabaseConnection | null {
  useEffect(() => {
    void loadDatabaseConnection()
  }, [])
  return useHydratedAtomValue(databaseConnectionAtom, null)
}

/** This browser holds no database: nothing was ever saved here, so every list is empty. */
export const NOTHING_SAVED = 'nothing-saved'

/**
 * The shared database for pages that only show what the visitor saved (cart, checkout, order,
 * the wishlist and compare sections): null until it answers, or NOTHING_SAVED when this browser
 * has no database, so that a new visitor's page neither loads Dexie nor creates the database to
 * learn that it is empty. It is opened as soon as there may be something in it: at once where a
 * database exists (or the browser cannot tell); when this tab saves something (the opened
 * connection reaches every reader through the atom); when another tab opens it (opening mirrors
 * the cart's line count to localStorage, which reaches this tab as a storage event).
 */
export function useSavedDatabase(): AppDatabase | null | typeof NOTHING_SAVED {
  const connection = useHydratedAtomValue(databaseConnectionAtom, null)
  const [nothingSaved, setNothingSaved] = useState(false)
  useEffect(() => {
    let stopped = false
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_LINES_KEY && event.newValue !== null) void loadDatabaseConnection()
    }
    void loadSavedDatabase().then((opened) => {
      if (stopped || opened) return
      setNothingSaved(true)
      window.addEventListener('storage', onStorage)
    })
    return () => {
      stopped = true
      window.removeEventListener('storage', onStorage)
    }
  }, [])
  if (connection) return connection.db
  return nothingSaved ? NOTHING_SAVED : null
}
