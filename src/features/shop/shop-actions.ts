import type { Product } from '../../content-modules/types'
import { addToCart, removeProduct, setLineQuantities } from '../../db/cart-store'
import type { AppDatabase } from '../../db/database'
import { addToCompare, moveWishlistToCart, toggleWishlist } from '../../db/saved-lists'
import { cartAddToast, type ShopToast, toasts } from './shop-messages'

/** Every shop action a visitor can take, as a stored change plus the toast that reports it. */

export async function addProductToCart(
  db: AppDatabase,
  product: Product,
  qty = 1,
): Promise<ShopToast> {
  // The line holds the product's id only, not its size's words: a cart is shared by both
  // languages' pages, and each shows the size in its own language (every product has one size).
  return cartAddToast(await addToCart(db, { productId: product.id, qty }))
}

export async function removeCartLine(db: AppDatabase, productId: string): Promise<ShopToast> {
  await removeProduct(db.cartLines, productId)
  // Removing twice (a double click, another tab) still leaves the visitor with what they asked for.
  return toasts.cartRemoved
}

export async function updateCartQuantities(
  db: AppDatabase,
  updates: { productId: string; qty: number }[],
): Promise<ShopToast> {
  return (await setLineQuantities(db, updates)) === 'updated'
    ? toasts.cartUpdated
    : toasts.cartBadQuantity
}

export async function toggleWishlistItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  return (await toggleWishlist(db, productId)) === 'added'
    ? toasts.wishlistAdded
    : toasts.wishlistRemoved
}

export async function removeWishlistItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  await removeProduct(db.wishlist, productId)
  return toasts.wishlistRemoved
}

export async function moveWishlistItemToCart(
  db: AppDatabase,
  product: Product,
): Promise<ShopToast> {
  return cartAddToast(await moveWishlistToCart(db, { productId: product.id }))
}

export async function addCompareItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  return (await addToCompare(db, productId)) === 'added'
    ? toasts.compareAdded
    : toasts.compareDuplicate
}

export async function removeCompareItem(db: AppDatabase, productId: string): Promise<ShopToast> {
  return (await removeProduct(db.compare, productId)) === 'removed'
    ? toasts.compareRemoved
    : toasts.compareMissing
}
