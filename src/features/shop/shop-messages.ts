import type { AddToCartOutcome } from '../../db/cart-store'
import { MAX_QUANTITY, QUANTITY_MESSAGE } from '../../lib/quantity'

export type ToastVariant = 'success' | 'info' | 'warning' | 'error'

/** A toast to show after a shop action; e2e tests assert these exact words. */
export interface ShopToast {
  message: string
  variant: ToastVariant
}

export const toasts = {
  cartAdded: { message: 'Item Added to Cart', variant: 'success' },
  cartRemoved: { message: 'Item Removed from Cart', variant: 'info' },
  cartLineFull: {
    message: `A cart line holds at most ${MAX_QUANTITY}; nothing was added.`,
    variant: 'warning',
  },
  cartBadQuantity: { message: QUANTITY_MESSAGE, variant: 'error' },
  cartUpdated: { message: 'Cart updated', variant: 'success' },
  wishlistAdded: { message: 'Item Added to Wishlist', variant: 'success' },
  wishlistRemoved: { message: 'Item Removed from Wishlist', variant: 'info' },
  compareAdded: { message: 'Added to Compare List', variant: 'success' },
  compareDuplicate: { message: 'Already added to Compare List', variant: 'warning' },
  compareRemoved: { message: 'Item Removed from Compare List', variant: 'warning' },
  compareMissing: { message: 'Target no Found', variant: 'warning' },
  storageInMemory: {
    message:
      'This browser is not letting the site save data, so your cart will not be kept after you leave or reload the page.',
    variant: 'warning',
  },
} as const satisfies Record<string, ShopToast>

export function cartAddToast(outcome: AddToCartOutcome): ShopToast {
  switch (outcome.kind) {
    case 'appended':
    case 'merged':
      return toasts.cartAdded
    case 'over-limit':
      return toasts.cartLineFull
    case 'invalid-quantity':
      return toasts.cartBadQuantity
  }
}
