import type { Donation, DonationFieldErrors } from '../../lib/donation-rules'
import { isHttpUrl } from '../../lib/http-url'
import { readJsonObject } from '../../lib/read-json-object'

export const CHECKOUT_ENDPOINT = '/create-checkout-session'

/** What became of a Donate Now press, in the terms the form shows the donor. */
export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'embedded'; clientSecret: string }
  | { kind: 'invalid'; fields: DonationFieldErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  | { kind: 'payment-service-down' }
  | { kind: 'not-configured' }
  | { kind: 'network' }
  | { kind: 'failed'; status: number }

/** Asks our server for a Stripe Checkout Session; never throws. */
export async function requestCheckout(
  donation: Donation,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckoutOutcome> {
  let response: Response
  try {
    response = await fetchImpl(CHECKOUT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(donation),
    })
  } catch {
    return { kind: 'network' }
  }
  const body = await readJsonObject(response)
  switch (response.status) {
    case 200:
      if (donation.ui === 'embedded') {
        return typeof body.clientSecret === 'string' && body.clientSecret !== ''
          ? { kind: 'embedded', clientSecret: body.clientSecret }
          : { kind: 'failed', status: 200 }
      }
      return isHttpUrl(body.url)
        ? { kind: 'redirect', url: body.url }
        : { kind: 'failed', status: 200 }
    case 400: {
      const fields = (typeof body.fields === 'object' && body.fields) || {}
      return { kind: 'invalid', fields: fields as DonationFieldErrors }
    }
    case 429: {
      const seconds = Number(response.headers.get('Retry-After'))
      return {
        kind: 'rate-limited',
        retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined,
      }
    }
    case 502:
      return { kind: 'payment-service-down' }
    case 503:
      // Only our own answer means "not configured"; a proxy's 503 is an ordinary failure.
      return body.error === 'Donations are not configured'
        ? { kind: 'not-configured' }
        : { kind: 'failed', status: 503 }
    default:
      return { kind: 'failed', status: response.status }
  }
}
