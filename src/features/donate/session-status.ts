import type { Frequency } from '../../lib/donation-rules'
import { readJsonObject } from '../../lib/read-json-object'

const STATUS_ENDPOINT = '/checkout-session-status'

/** What our server says about a Checkout Session (server/checkout.ts, sessionStatus). */
export interface DonationStatus {
  status: 'open' | 'complete' | 'expired'
  /** In the currency's smallest unit (cents). */
  amount: number
  currency: string
  frequency: Frequency
  tribute: { kind: 'honour' | 'memory'; name: string } | null
  /** When the gift began, in ms since 1970. */
  created: number
}

export type StatusOutcome =
  | { kind: 'found'; donation: DonationStatus }
  | { kind: 'not-found' }
  | { kind: 'network' }
  /** Any other answer (a 429, a 502): the thank-you page says only that it could not check. */
  | { kind: 'failed'; status: number }

function isStatus(b: Record<string, unknown>): boolean {
  const tribute = b.tribute as Record<string, unknown> | null | undefined
  return (
    (b.status === 'open' || b.status === 'complete' || b.status === 'expired') &&
    typeof b.amount === 'number' &&
    Number.isInteger(b.amount) &&
    typeof b.currency === 'string' &&
    (b.frequency === 'once' || b.frequency === 'monthly') &&
    typeof b.created === 'number' &&
    (tribute === null ||
      (typeof tribute === 'object' &&
        (tribute.kind === 'honour' || tribute.kind === 'memory') &&
        typeof tribute.name === 'string'))
  )
}

/** Asks our server what became of the session Stripe returned the donor from; never throws. */
export async function fetchDonationStatus(sessionId: string): Promise<StatusOutcome> {
  let response: Response
  try {
    response = await fetch(`${STATUS_ENDPOINT}?session_id=${encodeURIComponent(sessionId)}`, {
      headers: { Accept: 'application/json' },
    })
  } catch {
    return { kind: 'network' }
  }
  if (response.status === 200) {
    const body = await readJsonObject(response)
    return isStatus(body)
      ? { kind: 'found', donation: body as unknown as DonationStatus }
      : { kind: 'failed', status: 200 }
  }
  if (response.status === 400 || response.status === 404) return { kind: 'not-found' }
  return { kind: 'failed', status: response.status }
}
