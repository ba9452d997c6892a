// What the prerendered cart, checkout and order pages may show before the app has started: whether
// this device's cart is empty and whether it holds an order. Read synchronously from localStorage
// by the page's inline loader (src/boot/app-loader.ts) and written on <html> as
// data-cart="empty" / data-order="none", which the pages' CSS uses to show their empty state
// straight from HTML; any other value (or none) keeps the neutral loading block. The database
// keeps both hints current whenever it learns the truth, so a page reached later in the visit
// never shows a stale "empty".
//
// Plain browser APIs only: the inline loader bundles this file, so no Dexie, jotai or React here.

/** The cart's mirrored line count (also read by the header badge, cart-count-mirror.ts). */
export const CART_LINES_KEY = 'harvest-share:cart-lines'
/** '1' once this device holds an order, '0' when it is known to hold none. */
const HAS_ORDER_KEY = 'harvest-share:has-order'

interface SavedStateHints {
  /** 'empty' only when the cart is known to be empty; 'unknown' covers "has lines" too. */
  cart: 'empty' | 'unknown'
  order: 'none' | 'unknown'
}

/** A mirrored value: null when there is none, undefined when storage cannot be read. */
export function readHint(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key)
  } catch {
    return undefined
  }
}

/**
 * The hints, from what the database last mirrored. The cart's count is mirrored every time the
 * database opens, so no mirror at all means the database was never opened on this device: nothing
 * was saved, the cart is empty and there is no order. Unreadable storage tells nothing.
 */
export function readSavedStateHints(): SavedStateHints {
  const lines = readHint(CART_LINES_KEY)
  const hasOrder = readHint(HAS_ORDER_KEY)
  const fresh = lines === null
  return {
    cart: lines === '0' || fresh ? 'empty' : 'unknown',
    // An order hint can only be missing beside a cart mirror when an order was kept by a build
    // older than this hint: then nothing is known until the database answers.
    order: hasOrder === '0' || (fresh && hasOrder === null) ? 'none' : 'unknown',
  }
}

/** Shows the hints on <html>, where the pages' CSS reads them. */
export function applySavedStateHints(hints: SavedStateHints): void {
  const html = document.documentElement
  html.dataset.cart = hints.cart
  html.dataset.order = hints.order
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage full or blocked: the page keeps the loading block until the database answers.
  }
}

/** The live cart count, from the open database (only a persistent cart is mirrored). */
export function rememberCartLines(count: number, persistent: boolean): void {
  if (persistent) write(CART_LINES_KEY, String(count))
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.cart = count === 0 ? 'empty' : 'unknown'
  }
}

/** Whether the database holds an order, whenever it is read or an order is placed. */
export function rememberHasOrder(hasOrder: boolean): void {
  write(HAS_ORDER_KEY, hasOrder ? '1' : '0')
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.order = hasOrder ? 'unknown' : 'none'
  }
}
