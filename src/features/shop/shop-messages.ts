import type { AddToCartOutcome } from '../../db/cart-store'
import type { MessageKey } from '../../lib/i18n/catalogs/en'
import { t } from '../../lib/i18n/translate'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/quantity'

export type ToastVariant = 'success' | 'info' | 'warning' | 'error'

/** A toast to show after a shop action; e2e tests assert these exact words. */
export interface ShopToast {
  message: string
  variant: ToastVariant
}

const toast = (key: MessageKey, variant: ToastVariant): ShopToast => ({
  message: t(key, { min: MIN_QUANTITY, max: MAX_QUANTITY }),
  variant,
})

/** The shop's quantity rule in the page's language (src/lib/quantity says it in English). */
export function quantityMessage(): string {
  return t('shop.quantity.invalid', { min: MIN_QUANTITY, max: MAX_QUANTITY })
}

/** Each toast in the page's language, worded when it is shown (getters). */
export const toasts = {
  get cartAdded() {
    return toast('shop.toast.cartAdded', 'success')
  },
  get cartRemoved() {
    return toast('shop.toast.cartRemoved', 'info')
  },
  get cartLineFull() {
    return toast('shop.toast.cartLineFull', 'warning')
  },
  get cartBadQuantity() {
    return toast('shop.quantity.invalid', 'error')
  },
  get cartUpdated() {
    return toast('shop.toast.cartUpdated', 'success')
  },
  get wishlistAdded() {
    return toast('shop.toast.wishlistAdded', 'success')
  },
  get wishlistRemoved() {
    return toast('shop.toast.wishlistRemoved', 'info')
  },
  get compareAdded() {
    return toast('shop.toast.compareAdded', 'success')
  },
  get compareDuplicate() {
    return toast('shop.toast.compareDuplicate', 'warning')
  },
  get compareRemoved() {
    return toast('shop.toast.compareRemoved', 'warning')
  },
  get compareMissing() {
    return toast('shop.toast.compareMissing', 'warning')
  },
  get failed() {
    return toast('shop.toast.failed', 'error')
  },
}

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
