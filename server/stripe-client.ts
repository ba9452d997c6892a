import type { Context, Hono, MiddlewareHandler } from 'hono'
import Stripe from 'stripe'
import { isCheckoutSessionId } from '../src/lib/portal-request'
import { allowOnly } from './checkout-guard'
import type { LogWriter } from './request-log'

// What the donation and shop endpoints share about talking to Stripe: one way to build the
// client, one way to log a failure without anything secret, and the same look-up of a session.

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
    if (isMissingSession(error)) return c.json({ error: messages.unknownSession }, 404)
    options.log(JSON.stringify({ event: options.event, ...describeStripeFailure(error) }))
    return c.json({ error: messages.statusFailed }, 502)
  }
}

const BAD_SESSION_ID = 'The session_id is missing or not a Checkout Session id.'

/**
 * GET `path`?session_id=cs_…: what became of a session, as `answer` tells it to the page (never
 * cached: the answer changes as the payment completes, and it is one person's). A session
 * `answer` does not own is a 404, as is one Stripe does not know. Any other method answers 405.
 */
export function sessionStatusRoute(
  app: Hono,
  path: string,
  guard: MiddlewareHandler,
  stripe: Stripe | undefined,
  options: LookupOptions & { answer: (session: Stripe.Checkout.Session) => object | undefined },
): void {
  app.get(path, guard, async (c) => {
    c.header('Cache-Control', 'no-store')
    const id = c.req.query('session_id')
    if (!id || !isCheckoutSessionId(id)) return c.json({ error: BAD_SESSION_ID }, 400)
    // biome-ignore lint/style/noNonNullAssertion: the guard answered 503 without Stripe
    const session = await retrieveSession(c, stripe!, id, options)
    if (session instanceof Response) return session
    const answer = options.answer(session)
    return answer ? c.json(answer) : c.json({ error: options.messages.unknownSession }, 404)
  })
  allowOnly(app, path, 'GET, HEAD')
}
