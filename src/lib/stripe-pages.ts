// Stripe's embedded Checkout needs Stripe's script, frames and API; the server allows them in the
// Content-Security-Policy of these pages only, and the browser loads them as documents of their
// own (src/lib/stripe-document.ts). Pure: the server imports it too.

/**
 * The pages that mount embedded Checkout and the pages Stripe returns to: donations, and the
 * shop's checkout and order page.
 */
export const STRIPE_PAGES: readonly string[] = [
  '/donate',
  '/donation-thanks',
  '/checkout',
  '/order_received',
]

/** Whether `path` is one of the Stripe pages (with or without a trailing slash or .html). */
export function isStripePage(path: string): boolean {
  const page = path.replace(/\.html$/, '').replace(/(.)\/+$/, '$1')
  return STRIPE_PAGES.includes(page)
}
