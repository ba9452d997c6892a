import { useEffect, useState } from 'react'
import { useHydratedAtomValue } from '../lib/app-store'
import { databaseConnectionAtom } from './connection-atom'
import type { AppDatabase } from './database'
import { databaseExists } from './database-presence'
import { CART_LINES_KEY } from './saved-state-hints'

/** This browser holds no database: nothing was ever saved here, so every list is empty. */
export const NOTHING_SAVED = 'nothing-saved'

/**
 * One presence check for every reader that mounts at once (the cart page has three): later
 * mounts ask again, since the database may have been created in the meantime.
 */
let checking: Promise<boolean | undefined> | undefined
function checkPresence(): Promise<boolean | undefined> {
  checking ??= databaseExists().finally(() => {
    checking = undefined
  })
  return checking
}

/**
 * The shared database for pages that only read what the visitor saved (cart, checkout, order,
 * the wishlist and compare sections): null until it answers, or NOTHING_SAVED when this browser
 * has no database at all. A new visitor's /cart used to load Dexie and create the database only to
 * learn the cart was empty, the page's longest tasks after hydrating (60-280 ms at 4x in
 * Lighthouse). The database is still opened as soon as there may be something in it:
 * - on a device that has one, at once, as useDatabaseConnection does;
 * - when this tab saves something (adding to the cart opens it, and the opened connection is
 *   published to every reader);
 * - when another tab opens it: opening mirrors the cart's line count to localStorage
 *   (saved-state-hints.ts), which reaches this tab as a storage event.
 * Where the browser cannot tell whether the database exists, it is opened as before.
 */
export function useSavedDatabase(): AppDatabase | null | typeof NOTHING_SAVED {
  const connection = useHydratedAtomValue(databaseConnectionAtom, null)
  const [nothingSaved, setNothingSaved] = useState(false)
  useEffect(() => {
    let stopped = false
    const open = () => {
      window.removeEventListener('storage', onStorage)
      // Dexie is loaded here, after hydration, not with the page's own scripts; the opened
      // connection is published to databaseConnectionAtom, which this hook reads.
      void import('./open-database').then(({ getDatabaseConnection }) => getDatabaseConnection())
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_LINES_KEY && event.newValue !== null) open()
    }
    void checkPresence().then((exists) => {
      if (stopped) return
      if (exists !== false) return open()
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
