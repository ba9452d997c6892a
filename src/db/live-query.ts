import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { AppDatabase } from './database'

/**
 * Live reads for code outside src/db, which never imports Dexie itself.
 * useLiveQuery (React): the query's answer, undefined until it has answered, and again after
 * every change to what it read, from this tab or another.
 */
export { useLiveQuery }

/**
 * The same outside React: runs `query` and again after every change to what it read, handing
 * each answer to `onValue`; returns the stop function. The database is opened first: a querier
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
  getDb().then((db) => {
    if (stopped) return
    subscription = liveQuery(() => query(db)).subscribe({ next: onValue, error: onError })
  }, onError)
  return () => {
    stopped = true
    subscription?.unsubscribe()
  }
}
