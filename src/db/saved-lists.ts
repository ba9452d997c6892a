import { type AddToCartInput, type AddToCartOutcome, addToCart } from './cart-store'
import type { AppDatabase } from './database'

/**
 * Wishlist and compare-list rules. Both hold product ids, oldest first (read and removed with
 * cart-store.ts's oldestFirst and removeProduct).
 */

/** Adds the product, or removes it when it is already on the wishlist. */
export function toggleWishlist(db: AppDatabase, productId: string): Promise<'added' | 'removed'> {
  return db.transaction('rw', db.wishlist, async () => {
    if (await db.wishlist.get(productId)) {
      await db.wishlist.delete(productId)
      return 'removed' as const
    }
    await db.wishlist.add({ productId, addedAt: Date.now() })
    return 'added' as const
  })
}

/**
 * Moves a wishlist item into the cart in one transaction: it leaves the wishlist only if the
 * cart took it (a line already at 99 refuses, and the item stays saved).
 */
export function moveWishlistToCart(
  db: AppDatabase,
  input: AddToCartInput,
): Promise<AddToCartOutcome> {
  return db.transaction('rw', db.wishlist, db.cartLines, async () => {
    const outcome = await addToCart(db, input)
    if (outcome.kind === 'appended' || outcome.kind === 'merged') {
      await db.wishlist.delete(input.productId)
    }
    return outcome
  })
}

/** A product already on the list is left exactly as it was. */
export function addToCompare(
  db: AppDatabase,
  productId: string,
): Promise<'added' | 'already-present'> {
  return db.transaction('rw', db.compare, async () => {
    if (await db.compare.get(productId)) return 'already-present' as const
    await db.compare.add({ productId, addedAt: Date.now() })
    return 'added' as const
  })
}
