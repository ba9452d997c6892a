import {
  type AddToCartOutcome,
  addToCart,
  removeProduct,
  setLineQuantities,
} from '../../db/cart-store'
import type { AppDatabase } from '../../db/database'
import { loadDatabase } from '../../db/lazy-database'
import { addToCompare, moveWishlistToCart, toggleWishlist } from '../../db/saved-lists'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/quantity'
import { showToast } from '../../ui/toast/toast'

/** Every shop action a visitor can take, as a stored change plus the toast that reports it. */

/** A toast to show after a shop action; e2e tests assert these exact words. */
interface ShopToast {
  message: string
  variant: 'success' | 'info' | 'warning' | 'error'
}

/** A toast in the page's language, worded when the action ends. */
const toast = (key: MessageKey, variant: ShopToast['variant']): ShopToast => ({
  message: t(key, { min: MIN_QUANTITY, max: MAX_QUANTITY }),
  variant,
})

/** The shop's quantity rule, in the page's language. */
export function quantityMessage(): string {
  return t('shop.quantity.invalid', { min: MIN_QUANTITY, max: MAX_QUANTITY })
}

const badQuantityToast = (): ShopToast => toast('shop.quantity.invalid', 'error')

function cartAddToast(outcome: AddToCartOutcome): ShopToast {
  if (outcome.kind === 'over-limit') return toast('shop.toast.cartLineFull', 'warning')
  if (outcome.kind === 'invalid-quantity') return badQuantityToast()
  return toast('shop.toast.cartAdded', 'success')
}

/**
 * Runs a shop action against the shared database and shows its toast. Handlers may fire before
 * the database has opened (a fast click after load): the action then waits for it. A plain
 * function: toasts go through the facade, so there is no React context to read.
 */
export async function runShopAction(
  action: (db: AppDatabase) => Promise<ShopToast>,
): Promise<ShopToast> {
  let shown: ShopToast
  try {
    shown = await action(await loadDatabase())
  } catch {
    shown = toast('shop.toast.failed', 'error')
  }
  showToast(shown.message, { variant: shown.variant })
  return shown
}

export async function addProductToCart(
  db: AppDatabase,
  productId: string,
  qty = 1,
): Promise<ShopToast> {
  // The line holds the product's id only, not its size's words: a cart is shared by both
  // languages' pages, and each shows the size in its own language (every product has one size).
  return cartAddToast(await addToCart(db, { productId, qty }))
}

export async function removeCartLine(db: AppDatabase, productId: string): Promise<ShopToast> {
  await removeProduct(db.cartLines, productId)
  // Removing twice (a double click, another tab) still leaves the visitor with what they asked for.
  return toast('shop.toast.cartRemoved', 'info')
}

export async function updateCartQuantities(
  db: AppDatabase,
  updates: { productId: string; qty: number }[],
): Promise<ShopToast> {
  return (await setLineQuantities(db, updates)) === 'updated'
    ? toast('shop.toast.cartUpdated', 'success')
    : badQuantityToast()
}

export async function toggleWishlistItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  return (await toggleWishlist(db, productId)) === 'added'
    ? toast('shop.toast.wishlistAdded', 'success')
    : toast('shop.toast.wishlistRemoved', 'info')
}

export async function removeWishlistItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  await removeProduct(db.wishlist, productId)
  return toast('shop.toast.wishlistRemoved', 'info')
}

export async function moveWishlistItemToCart(
  db: AppDatabase,
  productId: string,
): Promise<ShopToast> {
  return cartAddToast(await moveWishlistToCart(db, { productId }))
}

export async function addCompareItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  return (await addToCompare(db, productId)) === 'added'
    ? toast('shop.toast.compareAdded', 'success')
    : toast('shop.toast.compareDuplicate', 'warning')
}

export async function removeCompareItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  return (await removeProduct(db.compare, productId)) === 'removed'
    ? toast('shop.toast.compareRemoved', 'warning')
    : toast('shop.toast.compareMissing', 'warning')
}
