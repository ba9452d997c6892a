// Stripe's embedded Checkout needs Stripe's script, frames and API; the server allows them in the
// Content-Security-Policy of these pages only, and the browser loads them as documents of their
// own (src/lib/stripe-document.ts). Pure: the server imports it too.

import { stripLocale } from './i18n/locales'

/**
 * The pages that mount embedded Checkout and the pages Stripe returns to: donations, and the
 * shop's checkout and order page.
 */
const STRIPE_PAGES: readonly string[] = [
  '/donate',
  '/donation-thanks',
  '/checkout',
  '/order_received',
]

/**
 * Whether `path` is one of the Stripe pages, in either language (with or without a trailing slash
 * or .html): /es/donate mounts the same embedded Checkout as /donate.
 */
export function isStripePage(path: string): boolean {
  const page = stripLocale(path.replace(/\.html$/, '').replace(/(.)\/+$/, '$1'))
  return STRIPE_PAGES.includes(page)
}
