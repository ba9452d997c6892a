import type { Context } from 'hono'
import Stripe from 'stripe'
import type { LogWriter } from './request-log'

// What the payment endpoints share about talking to Stripe: one way to build the client, one way
// to log a failure without anything secret, and the same look-up of a session.

/**
 * How to reach Stripe: the key, and the SDK's own settings (host/port/protocol point it at a local
 * fake in tests; its automatic retries of failed connections are 1 unless set).
 */
export type StripeSettings = { secretKey: string } & Pick<
  Stripe.StripeConfig,
  'host' | 'port' | 'protocol' | 'maxNetworkRetries'
>

export function createStripeClient(settings: StripeSettings | undefined): Stripe | undefined {
  if (!settings) return undefined
  const { secretKey, ...config } = settings
  return new Stripe(secretKey, {
    ...config,
    maxNetworkRetries: config.maxNetworkRetries ?? 1,
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

/** Normalises Stripe's session status for our pages. */
export function simpleStatus(
  status: Stripe.Checkout.Session.Status | null,
): 'open' | 'complete' | 'expired' {
  return status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open'
}

export interface LookupOptions {
  messages: { unknownSession: string; statusFailed: string }
  /** The log's event when Stripe fails. */
  event: string
  log: LogWriter
  expand?: string[]
}

/**
 * The Checkout Session `id`, or the answer when there is none: 404 when Stripe does not know it,
 * 502 when Stripe fails or cannot be reached (logged without anything secret), never a 500.
 */
export async function retrieveSession(
  c: Context,
  stripe: Stripe,
  id: string,
  options: LookupOptions,
): Promise<Stripe.Checkout.Session | Response> {
  try {
    const expand = options.expand ? { expand: options.expand } : undefined
    return await stripe.checkout.sessions.retrieve(id, expand)
  } catch (error) {
    const { messages } = options
    // Stripe does not know the session (a 404 or resource_missing).
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.statusCode === 404 || error.code === 'resource_missing')
    ) {
      return c.json({ error: messages.unknownSession }, 404)
    }
    options.log(JSON.stringify({ event: options.event, ...describeStripeFailure(error) }))
    return c.json({ error: messages.statusFailed }, 502)
  }
}
