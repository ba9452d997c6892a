import type { Hono } from 'hono'
import Stripe from 'stripe'
import {
  PORTAL_MESSAGES,
  PORTAL_PATH,
  type PortalRefusal,
  portalRequestSchema,
} from '../src/lib/portal-request'
import { checkRequest } from '../src/lib/request-schema'
import { type PaymentOptions, paymentEndpoints } from './payment-endpoints'
import { describeStripeFailure, retrieveSession } from './stripe-client'

/** How long the thank-you page's session stays proof enough to open the donor's portal. */
export const PORTAL_PROOF_MS = 24 * 60 * 60_000

interface PortalOptions extends PaymentOptions {
  publicUrl: string
  /** The clock the session's age is measured by; a seam for tests. */
  now?: () => number
}

const MESSAGES = {
  rateLimited: 'Too many requests from this connection. Please wait and try again.',
  notConfigured: 'Donations are not configured',
  notJson: 'Send the request as JSON (Content-Type: application/json).',
  unknownSession: 'No such donation.',
  statusFailed: 'The payment service could not be asked about your donation. Please try again.',
  portalFailed: 'The payment service could not open your gift’s page.',
}

/** Why a session is no proof, in words for the answer's `error` beside its `reason`. */
const REFUSALS: Record<PortalRefusal, string> = {
  'bad-session-id': PORTAL_MESSAGES.badSessionId,
  incomplete: 'This donation is not complete, so there is no monthly gift to manage.',
  'not-monthly': 'This donation is a one-time gift: there is no monthly gift to manage.',
  'too-old': 'This thank-you page is more than 24 hours old: use the e-mailed login link instead.',
}

// Stripe's messages can quote part of a key ("Invalid API Key provided: sk_test_…"): never log one.
const withoutKeys = (text: string) => text.replace(/\b[rsp]k_(test|live)_[\w*]*/g, '[key]')

/**
 * POST /create-portal-session { sessionId }: Stripe's customer portal for the customer of a
 * completed monthly gift, with the Checkout Session id as the donor's proof (as Stripe's own
 * samples do), for 24 hours after it began. Answers { url }; 400 { error, reason } when the
 * session is no proof; 502 { error, reason: 'portal-unavailable' } when Stripe will not open the
 * portal (never set up in the dashboard, for one), with Stripe's reason in the log.
 */
export function portalRoute(options: PortalOptions): Hono {
  const { publicUrl, log, now = Date.now } = options
  const { app, post } = paymentEndpoints(options, MESSAGES)
  const refuse = (reason: PortalRefusal) => ({ error: REFUSALS[reason], reason })

  post(PORTAL_PATH, 'portal', async (c, body, client) => {
    const request = checkRequest(portalRequestSchema, body)
    if (!request.ok) {
      if (request.path === 'sessionId') return c.json(refuse('bad-session-id'), 400)
      return c.json({ error: request.message }, 400)
    }
    const session = await retrieveSession(c, client, request.value.sessionId, {
      messages: MESSAGES,
      event: 'portal_status_failed',
      log,
    })
    if (session instanceof Response) return session
    if (session.status !== 'complete') return c.json(refuse('incomplete'), 400)
    const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
    if (session.mode !== 'subscription' || !customer) return c.json(refuse('not-monthly'), 400)
    if (now() - session.created * 1000 > PORTAL_PROOF_MS) return c.json(refuse('too-old'), 400)
    try {
      const portal = await client.billingPortal.sessions.create({
        customer,
        // Back to the donation page, which no longer claims the gift as it was.
        return_url: `${publicUrl.replace(/\/+$/, '')}/donate`,
      })
      return c.json({ url: portal.url })
    } catch (error) {
      const reason = error instanceof Stripe.errors.StripeError ? withoutKeys(error.message) : ''
      log(JSON.stringify({ event: 'portal_failed', ...describeStripeFailure(error), reason }))
      return c.json({ error: MESSAGES.portalFailed, reason: 'portal-unavailable' }, 502)
    }
  })
  return app
}
