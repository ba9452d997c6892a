import { useSnackbar } from 'notistack'
import { type ReactElement, useEffect, useState } from 'react'
import { toasts } from './shop-messages'

let warnedInMemory = false

/**
 * The header's cart count: the number of cart lines, filled in once the database answers (empty
 * until then, and in the prerendered HTML). It sits on every page, so it is also where the
 * visitor hears, once, that this browser will not keep their cart. The database code is loaded
 * after mount, keeping it out of every page's first bundle.
 */
export function CartCountBadge(): ReactElement | null {
  const [count, setCount] = useState<number | null>(null)
  const { enqueueSnackbar } = useSnackbar()

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | undefined
    void import('./cart-count-source')
      .then(({ watchCartCount }) =>
        watchCartCount((next) => {
          if (!cancelled) setCount(next)
        }),
      )
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
    return () => {
      cancelled = true
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
