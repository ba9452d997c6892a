import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import Stripe from 'stripe'
import {
  checkDonation,
  type Donation,
  type DonationField,
  dollarsToCents,
} from '../src/lib/donation-rules'
import { clientAddress } from './client-address'
import type { LimiterStore } from './limiter-store'
import { createRateLimiter, type RateLimitOptions, type RateLimitVerdict } from './rate-limit'
import type { LogWriter } from './request-log'

export const CHECKOUT_PATH = '/create-checkout-session'
export const MAX_BODY_BYTES = 4 * 1024

/** How to reach Stripe. host/port/protocol point the SDK at a local fake in tests. */
export interface StripeSettings {
  secretKey: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** The SDK's automatic retries of failed connections (its default is 1). */
  maxNetworkRetries?: number
}

export interface CheckoutOptions {
  /** Unset: donations are not configured and the endpoint answers 503. */
  stripe: StripeSettings | undefined
  /** The site's public origin; Stripe sends the donor back to /donate on it. */
  publicUrl: string
  rateLimit: RateLimitOptions
  /** Where the counts live: memory, or Redis shared by every instance. */
  limiterStore: LimiterStore
  trustedProxies: number
  log: LogWriter
}

// Messages a donor can act on; Stripe's own wording and anything about the key stay here.
const MESSAGES = {
  rateLimited: 'Too many donation attempts from this connection. Please wait and try again.',
  notConfigured: 'Donations are not configured',
  notJson: 'Send the donation as JSON (Content-Type: application/json).',
  tooLarge: `The request is too large (at most ${MAX_BODY_BYTES} bytes).`,
  badJson: 'The request body is not valid JSON.',
  invalid: 'Please correct the highlighted fields.',
  stripeFailed: 'The payment service could not start your donation. Please try again shortly.',
}

function sessionParams(donation: Donation, publicUrl: string): Stripe.Checkout.SessionCreateParams {
  const base = publicUrl.replace(/\/+$/, '')
  return {
    mode: 'payment',
    submit_type: 'donate',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: dollarsToCents(donation.amount),
          product_data: { name: 'Donation' },
        },
      },
    ],
    customer_email: donation.email,
    metadata: { name: donation.name },
    success_url: `${base}/donate?donation=success`,
    cancel_url: `${base}/donate?donation=cancelled`,
  }
}

// Stripe's invalid-request errors that name a field the donor typed: the donor can fix these,
// so they are a 400 on that field, not "try again shortly". Anything else is Stripe's problem.
const DONOR_PARAMS: Record<string, { field: DonationField; message: string }> = {
  customer_email: {
    field: 'email',
    message: 'The payment service did not accept this e-mail address. Please check it.',
  },
  'metadata[name]': {
    field: 'name',
    message: 'The payment service did not accept this name. Please check it.',
  },
  'line_items[0][price_data][unit_amount]': {
    field: 'amount',
    message: 'The payment service did not accept this amount. Please check it.',
  },
}

/** The donor's field a Stripe error is about, when it is about one. */
export function donorFieldError(
  error: unknown,
): { field: DonationField; message: string } | undefined {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return undefined
  if (error.statusCode !== undefined && error.statusCode >= 500) return undefined
  return error.param ? DONOR_PARAMS[error.param] : undefined
}

function describeFailure(error: unknown): Record<string, unknown> {
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

/** POST /create-checkout-session: { amount, name, email } -> a Stripe Checkout Session { id, url }. */
export function checkoutRoutes(options: CheckoutOptions): Hono {
  const { stripe: settings, publicUrl, log } = options
  const stripe = settings
    ? new Stripe(settings.secretKey, {
        host: settings.host,
        port: settings.port,
        protocol: settings.protocol,
        maxNetworkRetries: settings.maxNetworkRetries ?? 1,
        timeout: 20_000,
        telemetry: false,
      })
    : undefined
  const takeToken = createRateLimiter(options.rateLimit, options.limiterStore)
  const app = new Hono()

  app.post(
    CHECKOUT_PATH,
    async (c, next) => {
      let verdict: RateLimitVerdict
      try {
        verdict = await takeToken(clientAddress(c, options.trustedProxies))
      } catch {
        // The shared store is unreachable: donors are not turned away for it; the log says so.
        log(JSON.stringify({ event: 'rate_limit_store_failed' }))
        verdict = { allowed: true }
      }
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds))
        return c.json({ error: MESSAGES.rateLimited }, 429)
      }
      if (!stripe) return c.json({ error: MESSAGES.notConfigured }, 503)
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') return c.json({ error: MESSAGES.notJson }, 415)
      await next()
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: MESSAGES.tooLarge }, 413),
    }),
    async (c) => {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return c.json({ error: MESSAGES.badJson, fields: {} }, 400)
      }
      const check = checkDonation(body)
      if (!check.ok) return c.json({ error: MESSAGES.invalid, fields: check.fields }, 400)
      try {
        // biome-ignore lint/style/noNonNullAssertion: checked by the first handler
        const session = await stripe!.checkout.sessions.create(
          sessionParams(check.donation, publicUrl),
        )
        if (!session.url) throw new Error('Checkout Session without a url')
        return c.json({ id: session.id, url: session.url })
      } catch (error) {
        log(JSON.stringify({ event: 'checkout_failed', ...describeFailure(error) }))
        const donorError = donorFieldError(error)
        if (donorError) {
          return c.json(
            { error: MESSAGES.invalid, fields: { [donorError.field]: donorError.message } },
            400,
          )
        }
        return c.json({ error: MESSAGES.stripeFailed }, 502)
      }
    },
  )

  app.all(CHECKOUT_PATH, (c) => {
    c.header('Allow', 'POST')
    return c.json({ error: 'Use POST.' }, 405)
  })

  return app
}
