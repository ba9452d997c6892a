import { type Context, Hono } from 'hono'
import Stripe from 'stripe'
import type { DonationStatus } from '../src/features/donate/session-status'
import {
  checkDonation,
  type Donation,
  type DonationField,
  dollarsToCents,
} from '../src/lib/donation-rules'
import { localizePath } from '../src/lib/i18n/locales'
import type { ReceiptFacts } from './build-record'
import { createPaymentGuard, postJson } from './checkout-guard'
import { invoiceAcknowledgment } from './donation-receipt'
import type { LimiterStore } from './limiter-store'
import type { RateLimitOptions } from './rate-limit'
import type { LogWriter } from './request-log'
import {
  createStripeClient,
  describeStripeFailure,
  type StripeSettings,
  sessionAnswer,
  sessionStatusRoute,
  simpleStatus,
} from './stripe-client'

export type { StripeSettings }

export const CHECKOUT_PATH = '/create-checkout-session'
export const STATUS_PATH = '/checkout-session-status'
/** Where embedded Checkout sends the donor once paid; Stripe fills in the session's id. */
export const RETURN_PATH = '/donation-thanks'

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
  /** The served build's receipt facts; unset (a build without them), receipts go without. */
  receipt?: () => ReceiptFacts | undefined
}

// Messages a donor can act on; Stripe's own wording and anything about the key stay here.
const MESSAGES = {
  rateLimited: 'Too many donation attempts from this connection. Please wait and try again.',
  notConfigured: 'Donations are not configured',
  notJson: 'Send the donation as JSON (Content-Type: application/json).',
  invalid: 'Please correct the highlighted fields.',
  stripeFailed: 'The payment service could not start your donation. Please try again shortly.',
  unknownSession: 'No such donation.',
  statusFailed:
    'The payment service could not be asked about your donation. Please reload shortly.',
}

/**
 * What Stripe is asked for. Monthly is a subscription whose price recurs every month; one-time is
 * a payment. The dedication goes to Stripe as metadata (it shows in the dashboard, and the
 * thank-you page reads it back). Embedded sessions return to our thank-you page, which asks
 * Stripe for the outcome; hosted ones return to /donate as before.
 */
export function sessionParams(
  donation: Donation,
  publicUrl: string,
  receipt?: ReceiptFacts,
): Stripe.Checkout.SessionCreateParams {
  const base = publicUrl.replace(/\/+$/, '')
  const monthly = donation.frequency === 'monthly'
  const acknowledgment = receipt ? invoiceAcknowledgment(receipt) : undefined
  const metadata: Record<string, string> = { name: donation.name, frequency: donation.frequency }
  if (donation.tribute !== 'none' && donation.tributeName) {
    metadata.tribute = donation.tribute
    metadata.tribute_name = donation.tributeName
    if (donation.tributeEmail) metadata.tribute_notify_email = donation.tributeEmail
  }
  // A Spanish page's donor comes back to the Spanish twin of the page they left.
  const page = (path: string) => `${base}${localizePath(path, donation.language)}`
  const returnTo: Partial<Stripe.Checkout.SessionCreateParams> =
    donation.ui === 'embedded'
      ? {
          ui_mode: 'embedded_page',
          return_url: `${page(RETURN_PATH)}?session_id={CHECKOUT_SESSION_ID}`,
        }
      : {
          success_url: `${page('/donate')}?donation=success`,
          cancel_url: `${page('/donate')}?donation=cancelled`,
        }
  return {
    locale: donation.language,
    mode: monthly ? 'subscription' : 'payment',
    // The button says "Donate" for monthly gifts too: Stripe refused submit_type in subscription
    // mode before API version 2024-11-20.acacia, and takes it since (the pinned package's types
    // say so: "in `payment` or `subscription` mode").
    submit_type: 'donate',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: dollarsToCents(donation.amount),
          product_data: { name: monthly ? 'Monthly donation' : 'Donation' },
          ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    customer_email: donation.email,
    metadata,
    // The receipt's acknowledgment (server/donation-receipt.ts). A one-time gift is a payment,
    // which makes an invoice, and so a receipt carrying it, only with invoice_creation. A monthly
    // gift's subscription makes an invoice each month from its invoice_settings (custom fields
    // and footer there since API version 2026-10-28.endive, the pinned package's), and keeps the
    // dedication as its own metadata.
    ...(monthly
      ? {
          subscription_data: {
            metadata,
            ...(acknowledgment ? { invoice_settings: acknowledgment } : {}),
          },
        }
      : acknowledgment
        ? { invoice_creation: { enabled: true, invoice_data: acknowledgment } }
        : {}),
    ...returnTo,
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
  'metadata[tribute_name]': {
    field: 'tributeName',
    message: 'The payment service did not accept this name. Please check it.',
  },
  'metadata[tribute_notify_email]': {
    field: 'tributeEmail',
    message: 'The payment service did not accept this e-mail address. Please check it.',
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

/**
 * What the thank-you page may know about a session, nothing that identifies the donor: the
 * page's own type (src/features/donate/session-status.ts), with Stripe's payment status.
 */
export type SessionStatus = DonationStatus & { paymentStatus: string }

export function sessionStatus(session: Stripe.Checkout.Session): SessionStatus {
  const metadata = session.metadata ?? {}
  const kind = metadata.tribute
  const name = metadata.tribute_name
  return {
    status: simpleStatus(session.status),
    paymentStatus: session.payment_status,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    frequency: session.mode === 'subscription' ? 'monthly' : 'once',
    tribute: (kind === 'honour' || kind === 'memory') && name ? { kind, name } : null,
    created: session.created * 1000,
  }
}

/**
 * POST /create-checkout-session: a donation -> a Stripe Checkout Session, { id, url } for the
 * hosted page or { id, clientSecret } for the embedded one. GET /checkout-session-status: what
 * became of a session, for the thank-you page.
 */
export function checkoutRoutes(options: CheckoutOptions): Hono {
  const { stripe: settings, publicUrl, log } = options
  const stripe = createStripeClient(settings)
  const app = new Hono()
  // The same limit guards both endpoints, counted apart (a donor reloading the thank-you page
  // must not use up their attempts to give).
  const guard = createPaymentGuard(options, stripe !== undefined)
  const limited = (kind: 'checkout' | 'status') =>
    guard(kind === 'checkout' ? '' : 'status', MESSAGES)

  const checkout = async (c: Context, body: unknown) => {
    const check = checkDonation(body)
    if (!check.ok) {
      return c.json({ error: check.unexpected ?? MESSAGES.invalid, fields: check.fields }, 400)
    }
    try {
      // biome-ignore lint/style/noNonNullAssertion: checked by the first handler
      const session = await stripe!.checkout.sessions.create(
        sessionParams(check.donation, publicUrl, options.receipt?.()),
      )
      return c.json(sessionAnswer(session, check.donation.ui))
    } catch (error) {
      log(JSON.stringify({ event: 'checkout_failed', ...describeStripeFailure(error) }))
      const donorError = donorFieldError(error)
      if (donorError) {
        return c.json(
          { error: MESSAGES.invalid, fields: { [donorError.field]: donorError.message } },
          400,
        )
      }
      return c.json({ error: MESSAGES.stripeFailed }, 502)
    }
  }
  postJson(app, CHECKOUT_PATH, limited('checkout'), MESSAGES.notJson, checkout, { fields: {} })

  sessionStatusRoute(app, STATUS_PATH, limited('status'), stripe, {
    messages: MESSAGES,
    event: 'checkout_status_failed',
    log,
    answer: sessionStatus,
  })

  return app
}
