import type { Stripe } from '@stripe/stripe-js'

/** How long Stripe.js may take before the payer is sent to the hosted page instead. */
const STRIPE_LOAD_TIMEOUT_MS = 8_000

/**
 * Loads Stripe.js from js.stripe.com, only when someone proceeds to pay (a donation or a shop
 * order): the module and the script are never part of a page's start-up. Answers undefined when it cannot (blocked by an extension or
 * a Content-Security-Policy, offline, too slow), so the page can fall back to the hosted page.
 * The `pure` entry does not start loading the script as a side effect of being imported.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), STRIPE_LOAD_TIMEOUT_MS)
  })
  try {
    const loading = import('@stripe/stripe-js/pure').then(({ loadStripe }) =>
      loadStripe(publishableKey),
    )
    return (await Promise.race([loading, timeout])) ?? undefined
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}
