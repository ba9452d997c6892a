import Stripe from 'stripe'

// What the donation and shop endpoints share about talking to Stripe: one way to build the
// client, one way to log a failure without anything secret, and the same checks on session ids.

/** How to reach Stripe. host/port/protocol point the SDK at a local fake in tests. */
export interface StripeSettings {
  secretKey: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** The SDK's automatic retries of failed connections (its default is 1). */
  maxNetworkRetries?: number
}

export function createStripeClient(settings: StripeSettings | undefined): Stripe | undefined {
  if (!settings) return undefined
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: settings.maxNetworkRetries ?? 1,
    timeout: 20_000,
    telemetry: false,
  })
}

/** A failure for the log: Stripe's type, code and request id, never its message (it may echo the key). */
export function describeStripeFailure(error: unknown): Record<string, unknown> {
  if (error instanceof Stripe.errors.StripeError) {
    return {
      type: error.type,
      code: error.code,
      status: error.statusCode,
      param: error.param,
      request: error.requestId,
    }
  }
  return { type: error instanceof Error ? error.name : typeof error }
}

// Stripe's Checkout Session ids: "cs_test_" or "cs_live_" and letters and digits. Anything else
// is refused before Stripe is asked, so a crafted id never reaches its URL path.
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,250}$/

export function isCheckoutSessionId(value: string): boolean {
  return SESSION_ID.test(value)
}

/** Stripe does not know the session (a 404 or resource_missing). */
export function isMissingSession(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  )
}

/** Normalises Stripe's session status for our pages. */
export function simpleStatus(
  status: Stripe.Checkout.Session.Status | null,
): 'open' | 'complete' | 'expired' {
  return status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open'
}

/** What the browser needs of a created session: its client secret (embedded) or its url. */
export function sessionAnswer(
  session: Stripe.Checkout.Session,
  ui: 'embedded' | 'hosted',
): { id: string; clientSecret: string } | { id: string; url: string } {
  if (ui === 'embedded') {
    if (!session.client_secret) throw new Error('Checkout Session without a client secret')
    return { id: session.id, clientSecret: session.client_secret }
  }
  if (!session.url) throw new Error('Checkout Session without a url')
  return { id: session.id, url: session.url }
}
