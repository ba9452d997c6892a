import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type Stripe from 'stripe'
import { isCheckoutSessionId } from '../src/lib/portal-request'
import { clientAddress } from './client-address'
import type { LimiterHit, LimiterStore, RateLimitOptions } from './limiter-store'
import type { LogWriter } from './request-log'
import {
  createStripeClient,
  describeStripeFailure,
  type LookupOptions,
  retrieveSession,
  type StripeSettings,
} from './stripe-client'

// What the donation, shop and portal endpoints share: the rate limit and the 503 without Stripe
// in front of each, the JSON body's checks, and the creation and status look-up of a Checkout
// Session.

const MAX_BODY_BYTES = 4 * 1024
const TOO_LARGE = `The request is too large (at most ${MAX_BODY_BYTES} bytes).`
const BAD_JSON = 'The request body is not valid JSON.'
/** What a body that does not parse reads as (any JSON value, null included, is a body). */
const NOT_JSON = Symbol('not JSON')
const BAD_SESSION_ID = 'The session_id is missing or not a Checkout Session id.'

export interface PaymentOptions {
  /** Unset: payments are not configured and every endpoint answers 503. */
  stripe: StripeSettings | undefined
  rateLimit: RateLimitOptions
  /** Where the counts live: memory, or Redis shared by every instance. */
  limiterStore: LimiterStore
  trustedProxies: number
  log: LogWriter
}

/** The words each endpoint answers with, in its own terms (a donation, an order...). */
interface PaymentMessages {
  rateLimited: string
  notConfigured: string
  notJson: string
  unknownSession: string
  statusFailed: string
}

/**
 * The endpoints' Hono app and Stripe client, and routes on it behind the rate limit, then 503
 * `notConfigured` when Stripe is not configured (so a handler always has the client). Each
 * route's `key` keeps its counts apart (reloading a thank-you page must not use up a person's
 * attempts to pay).
 */
export function paymentEndpoints(options: PaymentOptions, messages: PaymentMessages) {
  const stripe = createStripeClient(options.stripe)
  const app = new Hono()

  const guard =
    (key: string): MiddlewareHandler =>
    async (c, next) => {
      const { limit, windowMs } = options.rateLimit
      const address = clientAddress(c, options.trustedProxies)
      let hit: LimiterHit | undefined
      try {
        hit = await options.limiterStore.hit(key ? `${key}:${address}` : address, windowMs)
      } catch {
        // The shared store is unreachable: people are not turned away for it; the log says so.
        options.log(JSON.stringify({ event: 'rate_limit_store_failed' }))
      }
      if (hit && hit.count > limit) {
        c.header('Retry-After', String(Math.max(1, Math.ceil(hit.resetInMs / 1000))))
        return c.json({ error: messages.rateLimited }, 429)
      }
      if (!stripe) return c.json({ error: messages.notConfigured }, 503)
      await next()
    }

  /** Any other method at `path` answers 405, naming the ones it takes. */
  const allowOnly = (path: string, allow: 'POST' | 'GET, HEAD') =>
    app.all(path, (c) => {
      c.header('Allow', allow)
      return c.json({ error: `Use ${allow === 'POST' ? 'POST' : 'GET'}.` }, 405)
    })

  return {
    app,
    configured: stripe !== undefined,
    /**
     * POST `path` with a JSON body: after the guard, only JSON of at most MAX_BODY_BYTES is read
     * (415 and 413 otherwise, before the body is read), a body that does not parse is a 400
     * (with `badJsonExtra`'s fields), and the parsed value goes to `handle`.
     */
    post(
      path: string,
      key: string,
      handle: (c: Context, body: unknown, stripe: Stripe) => Promise<Response>,
      badJsonExtra: object = {},
    ) {
      app.post(
        path,
        guard(key),
        async (c, next) => {
          const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
          if (type !== 'application/json') return c.json({ error: messages.notJson }, 415)
          await next()
        },
        bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: TOO_LARGE }, 413) }),
        async (c) => {
          const body: unknown = await c.req.json().catch(() => NOT_JSON)
          if (body === NOT_JSON) return c.json({ error: BAD_JSON, ...badJsonExtra }, 400)
          // biome-ignore lint/style/noNonNullAssertion: the guard answered 503 without Stripe
          return handle(c, body, stripe!)
        },
      )
      allowOnly(path, 'POST')
    },
    /**
     * GET `path`?session_id=cs_…: what became of a session, as `answer` tells it to the page
     * (never cached: the answer changes as the payment completes, and it is one person's). A
     * session `answer` does not own is a 404, as is one Stripe does not know.
     */
    status(
      path: string,
      key: string,
      lookup: Pick<LookupOptions, 'event' | 'expand'> & {
        answer: (session: Stripe.Checkout.Session) => object | undefined
      },
    ) {
      app.get(path, guard(key), async (c) => {
        c.header('Cache-Control', 'no-store')
        const id = c.req.query('session_id')
        if (!id || !isCheckoutSessionId(id)) return c.json({ error: BAD_SESSION_ID }, 400)
        // biome-ignore lint/style/noNonNullAssertion: the guard answered 503 without Stripe
        const session = await retrieveSession(c, stripe!, id, {
          ...lookup,
          messages,
          log: options.log,
        })
        if (session instanceof Response) return session
        const answer = lookup.answer(session)
        return answer ? c.json(answer) : c.json({ error: messages.unknownSession }, 404)
      })
      allowOnly(path, 'GET, HEAD')
    },
    /**
     * Creates the Checkout Session and answers what the browser needs of it: { id, clientSecret }
     * (embedded) or { id, url } (hosted). A failure is logged as `event` without anything secret
     * and answered by `refusal` when it is the buyer's to fix, else 502 `failed`.
     */
    async createSession(
      c: Context,
      stripe: Stripe,
      params: Stripe.Checkout.SessionCreateParams,
      how: {
        ui: 'embedded' | 'hosted'
        event: string
        failed: string
        refusal?: (error: unknown) => Response | undefined
      },
    ): Promise<Response> {
      try {
        const {
          id,
          client_secret: clientSecret,
          url,
        } = await stripe.checkout.sessions.create(params)
        if (how.ui === 'embedded') {
          if (!clientSecret) throw new Error('Checkout Session without a client secret')
          return c.json({ id, clientSecret })
        }
        if (!url) throw new Error('Checkout Session without a url')
        return c.json({ id, url })
      } catch (error) {
        options.log(JSON.stringify({ event: how.event, ...describeStripeFailure(error) }))
        return how.refusal?.(error) ?? c.json({ error: how.failed }, 502)
      }
    },
  }
}
