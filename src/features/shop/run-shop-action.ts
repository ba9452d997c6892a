import type { AppDatabase } from '../../db/database'
import { loadDatabase } from '../../db/lazy-database'
import { showToast } from '../../ui/toast/toast'
import { type ShopToast, toasts } from './shop-messages'

/**
 * Runs a shop action against the shared database and shows its toast. Handlers may fire before
 * the database has opened (a fast click after load): the action then waits for it. A plain
 * function: toasts go through the facade, so there is no React context to read.
 */
export async function runShopAction(
  action: (db: AppDatabase) => Promise<ShopToast>,
): Promise<ShopToast> {
  let toast: ShopToast
  try {
    toast = await action(await loadDatabase())
  } catch {
    toast = toasts.failed
  }
  showToast(toast.message, { variant: toast.variant })
  return toast
}
