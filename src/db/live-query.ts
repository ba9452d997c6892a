import { type DependencyList, useEffect, useState } from 'react'
import type { AppDatabase } from './database'

/**
 * Live reads for code outside src/db, which never imports Dexie itself. Dexie (31 KB gzip) is
 * not imported here at the top: the pages that read live data (the shop, the cart) would carry it
 * in their start-up scripts and hydrate later on a slow phone. Every query here reads a database
 * that has opened, so by the time one runs, Dexie is loaded and the import is immediate.
 */
const loadLiveQuery = async () => (await import('dexie')).liveQuery

/**
 * The query's answer in React: undefined until it has answered, then again after every change
 * to what it read, from this tab or another. Pass the values the query reads from as `deps`
 * (the database, typically: `useLiveQuery(() => db ? ... : undefined, [db])`); a change of deps
 * starts a new query and keeps the last answer until the new one arrives.
 */
export function useLiveQuery<T>(query: () => Promise<T> | T, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  // The caller names what the query reads (`deps`), as with useEffect itself.
  const effect = () => {
    let stopped = false
    let subscription: { unsubscribe(): void } | undefined
    void loadLiveQuery().then((liveQuery) => {
      if (stopped) return
      subscription = liveQuery(query).subscribe({
        next: (next) => setValue(() => next),
        error: (error: unknown) => console.error('A live database read failed:', error),
      })
    })
    return () => {
      stopped = true
      subscription?.unsubscribe()
    }
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, as for useEffect
  useEffect(effect, deps)
  return value
}

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
  Promise.all([getDb(), loadLiveQuery()]).then(([db, liveQuery]) => {
    if (stopped) return
    subscription = liveQuery(() => query(db)).subscribe({ next: onValue, error: onError })
  }, onError)
  return () => {
    stopped = true
    subscription?.unsubscribe()
  }
}
