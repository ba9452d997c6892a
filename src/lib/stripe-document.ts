import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { config } from './client-config'
import { isStripePage } from './stripe-pages'

// A document keeps the Content-Security-Policy it was loaded with for its whole life. A Stripe
// page reached by the router from another page (a tap on "Donate" on the home page) would still
// run under that page's policy, which refuses Stripe.js, and the donor would always be sent to
// the hosted page. So the Stripe pages are loaded as documents of their own.

/** Whether this document was loaded at a Stripe page, so its policy lets Stripe.js in. */
function documentAllowsStripe(): boolean {
  const [entry] = performance.getEntriesByType('navigation')
  return isStripePage(new URL(entry?.name ?? window.location.href).pathname)
}

/**
 * A Stripe page's `beforeLoad`: when the router reaches it from a document loaded elsewhere, in a
 * build that mounts embedded Checkout, load it as a document instead (the history entry is
 * replaced, so Back still returns to the page before). Never on the server, and never when the
 * document already is a Stripe page, so a document load cannot repeat itself.
 */
export function loadStripePageAsDocument({ location }: { location: ParsedLocation }): void {
  if (typeof window === 'undefined' || !config.VITE_STRIPE_PUBLISHABLE_KEY) return
  if (documentAllowsStripe()) return
  throw redirect({ href: location.href, reloadDocument: true })
}
