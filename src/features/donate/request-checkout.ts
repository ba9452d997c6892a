import type { Donation, DonationFieldErrors } from '../../lib/donation-rules'
import { type StartOutcome, startCheckout } from '../../lib/start-checkout'

const CHECKOUT_ENDPOINT = '/create-checkout-session'

/** What became of a Donate Now press, in the terms the form shows the donor. */
export type CheckoutOutcome =
  | StartOutcome
  | { kind: 'invalid'; fields: DonationFieldErrors }
  | { kind: 'not-configured' }

/** Asks our server for a Stripe Checkout Session; never throws. */
export async function requestCheckout(donation: Donation): Promise<CheckoutOutcome> {
  const outcome = await startCheckout(CHECKOUT_ENDPOINT, donation, donation.ui)
  if (outcome.kind !== 'answered') return outcome
  const { status, body } = outcome
  if (status === 400) {
    const fields = (typeof body.fields === 'object' && body.fields) || {}
    return { kind: 'invalid', fields: fields as DonationFieldErrors }
  }
  // Only our own answer means "not configured"; a proxy's 503 is an ordinary failure.
  if (status === 503 && body.error === 'Donations are not configured') {
    return { kind: 'not-configured' }
  }
  return { kind: 'failed', status }
}
