import { useSnackbar } from 'notistack'
import { type ReactElement, useEffect, useState } from 'react'
import { databaseExists, whenDatabaseOpened } from '../../db/database-presence'
import { readMirroredCartCount, watchMirroredCartCount } from './cart-count-mirror'
import { toasts } from './shop-messages'

let warnedInMemory = false

/**
 * The header's cart count: the number of cart lines (empty while there are none, and in the
 * prerendered HTML). It sits on every page, so it reads the count from the localStorage mirror
 * and leaves the database closed: loading Dexie and opening IndexedDB was the largest start-up
 * task after hydration. It counts live from the database only for a cart saved before the
 * mirror existed, or once this tab opens the database anyway (an add to cart, the cart page).
 * Counting live is also where the visitor hears, once, that this browser will not keep their cart.
 */
export function CartCountBadge(): ReactElement | null {
  const [count, setCount] = useState<number | null>(null)
  const { enqueueSnackbar } = useSnackbar()

  useEffect(() => {
    let cancelled = false
    let counting = false
    let stop: (() => void) | undefined
    const unsubscribe: (() => void)[] = []
    const countLive = () => {
      if (counting || cancelled) return
      counting = true
      void import('./cart-count-source')
        .then((source) => {
          // Offline without the service worker the chunk cannot load, and Vite's preload-error
          // handling (main.tsx) then hands back no module: keep the count shown, and try again
          // once the browser is back online.
          if (!source) throw new Error('cart-count-source did not load')
          return source.watchCartCount((next) => {
            if (!cancelled) setCount(next)
          })
        })
        .then((watch) => {
          if (cancelled) {
            watch.stop()
            return
          }
          stop = watch.stop
          if (!watch.persistent && !warnedInMemory) {
            warnedInMemory = true
            enqueueSnackbar(toasts.storageInMemory.message, {
              variant: toasts.storageInMemory.variant,
              preventDuplicate: true,
            })
          }
        })
        .catch(() => {
          counting = false
          if (!cancelled) window.addEventListener('online', countLive, { once: true })
        })
    }
    unsubscribe.push(() => window.removeEventListener('online', countLive))
    const followMirror = (mirrored: number) => {
      setCount(mirrored)
      unsubscribe.push(watchMirroredCartCount(setCount), whenDatabaseOpened(countLive))
    }
    const mirrored = readMirroredCartCount()
    if (mirrored !== null) followMirror(mirrored)
    else {
      // No mirror yet: either nothing was ever saved in this browser (no database, so an empty
      // cart, and no need to load Dexie), or a cart saved before the mirror existed.
      void databaseExists().then((exists) => {
        if (cancelled) return
        if (exists === false) followMirror(0)
        else countLive()
      })
    }
    return () => {
      cancelled = true
      for (const stopListening of unsubscribe) stopListening()
      stop?.()
    }
  }, [enqueueSnackbar])

  if (!count) return null
  return (
    <>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        , {count} {count === 1 ? 'item' : 'items'}
      </span>
    </>
  )
}
