import { useEffect, useState } from 'react'
import type { AppDatabase } from './database'

/**
 * Live reads for code outside src/db, which never imports Dexie itself. Dexie is not imported
 * here at the top: the pages that read live data (the shop, the cart) would carry it in their
 * start-up scripts and hydrate later on a slow phone. That is also why this is not
 * dexie-react-hooks' useLiveQuery: that package imports Dexie at its top. Every query here reads
 * a database that has opened, so by the time one runs, Dexie is loaded and the import is immediate.
 */
const loadLiveQuery = async () => (await import('dexie')).liveQuery

/**
 * The answer of `query` on `db` in React: undefined until it has answered, then again after
 * every change to what it read, from this tab or another. Nothing runs, and Dexie is not loaded,
 * while `db` is null (not open yet, or never to be opened on this page); when it changes, the
 * query starts again and keeps the last answer until the new one arrives.
 */
export function useLiveQuery<T>(
  db: AppDatabase | null,
  query: (db: AppDatabase) => Promise<T>,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  // The query is the caller's inline function; only the database decides when it starts again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read when the database changes, as documented
  useEffect(() => {
    if (!db) return
    return watchQuery(
      async () => db,
      query,
      (next) => setValue(() => next),
      (error) => console.error('A live database read failed:', error),
    )
  }, [db])
  return value
}

/**
 * The same outside React (the outbox, the sign-ups list): runs `query` and again after every
 * change to what it read, handing each answer to `onValue`; returns the stop function. The database is opened first: a querier
 * that awaited anything but Dexie would lose Dexie's tracking of what it read and never run again.
 */
export function watchQuery<T>(
  getDb: () => Promise<AppDatabase>,
  query: (db: AppDatabase) => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
): () => void {
  let subscription: { unsubscribe(): void } | undefined
  let stopped = false
  Promise.all([getDb(), loadLiveQuery()]).then(([db, liveQuery]) => {
    if (stopped) return
    subscription = liveQuery(() => query(db)).subscribe({ next: onValue, error: onError })
  }, onError)
  return () => {
    stopped = true
    subscription?.unsubscribe()
  }
}
