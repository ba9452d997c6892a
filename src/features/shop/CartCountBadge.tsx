import { atom } from 'jotai/vanilla'
import { type ReactElement, useEffect } from 'react'
import { cartCountAtom, readMirroredCartCount } from '../../db/cart-count-mirror'
import { loadSavedDatabase } from '../../db/lazy-database'
import { appStore, useHydratedAtomValue } from '../../lib/app-store'
import { t } from '../../lib/i18n/translate'
import { showToast } from '../../ui/toast/toast'

/** Whether this page load has told the visitor their cart lives in memory only (said once). */
export const inMemoryCartWarnedAtom = atom(false)

/**
 * The header's cart count: the number of cart lines (nothing while there are none, and in the
 * prerendered HTML). It sits on every page, so it shows the count mirrored in localStorage and
 * follows the count whichever page opens the database publishes: loading Dexie and opening
 * IndexedDB on every page was the largest start-up task after hydration. It opens the database
 * itself only when there is no mirror yet but may be a saved cart (one saved before the mirror
 * existed, or a browser that cannot tell). Hearing the count is also where the visitor learns,
 * once, that this browser will not keep their cart.
 */
export function CartCountBadge(): ReactElement | null {
  const report = useHydratedAtomValue(cartCountAtom, null)
  const count = report?.count

  useEffect(() => {
    if (report?.persistent !== false || appStore.get(inMemoryCartWarnedAtom)) return
    appStore.set(inMemoryCartWarnedAtom, true)
    showToast(t('shop.toast.storageInMemory'), { variant: 'warning', preventDuplicate: true })
  }, [report])

  useEffect(() => {
    // Watching cartCountAtom (above) shows the mirrored count, if any, and follows every change.
    // No mirror: either nothing was ever saved in this browser (no database, so an empty cart and
    // no reason to load Dexie), or a cart the mirror does not know of yet, which opening publishes
    // (and mirrors for the next page). Opened right away, as part of start-up, never later while
    // offline.
    if (readMirroredCartCount() !== null) return
    loadSavedDatabase().catch(() => {
      // The database code could not load (offline before the service worker is installed): the
      // badge shows nothing until a page that opens the database publishes the count.
    })
  }, [])

  if (!count) return null
  return (
    <>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {t('shop.badge.items', { count })}</span>
    </>
  )
}
