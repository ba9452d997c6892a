import type { Hono } from 'hono'
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
import { invoiceAcknowledgment } from './donation-receipt'
import { type PaymentOptions, paymentEndpoints } from './payment-endpoints'
import { simpleStatus } from './stripe-client'

const CHECKOUT_PATH = '/create-checkout-session'
const STATUS_PATH = '/checkout-session-status'
/** Where embedded Checkout sends the donor once paid; Stripe fills in the session's id. */
const RETURN_PATH = '/donation-thanks'

interface CheckoutOptions extends PaymentOptions {
  /** The site's public origin; Stripe sends the donor back to /donate on it. */
  publicUrl: string
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
function sessionParams(
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
// Each Stripe parameter, the donor's field it comes from and what that field holds.
const DONOR_PARAMS: Record<string, [DonationField, string]> = {
  customer_email: ['email', 'e-mail address'],
  'metadata[name]': ['name', 'name'],
  'metadata[tribute_name]': ['tributeName', 'name'],
  'metadata[tribute_notify_email]': ['tributeEmail', 'e-mail address'],
  'line_items[0][price_data][unit_amount]': ['amount', 'amount'],
}

/** The donor's field a Stripe error is about, with the message for it, when it is about one. */
function donorFieldError(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return undefined
  if (error.statusCode !== undefined && error.statusCode >= 500) return undefined
  const [field, what] = (error.param && DONOR_PARAMS[error.param]) || []
  return field && { [field]: `The payment service did not accept this ${what}. Please check it.` }
}

/**
 * What the thank-you page may know about a session, nothing that identifies the donor: the
 * page's own type (src/features/donate/session-status.ts), with Stripe's payment status.
 */
type SessionStatus = DonationStatus & { paymentStatus: string }

function sessionStatus(session: Stripe.Checkout.Session): SessionStatus {
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
  const { publicUrl } = options
  const { app, post, status, createSession } = paymentEndpoints(options, MESSAGES)
  // The same limit guards both endpoints, counted apart (a donor reloading the thank-you page
  // must not use up their attempts to give).
  post(
    CHECKOUT_PATH,
    '',
    async (c, body, stripe) => {
      const check = checkDonation(body)
      if (!check.ok) {
        return c.json({ error: check.unexpected ?? MESSAGES.invalid, fields: check.fields }, 400)
      }
      const params = sessionParams(check.donation, publicUrl, options.receipt?.())
      return createSession(c, stripe, params, {
        ui: check.donation.ui,
        event: 'checkout_failed',
        failed: MESSAGES.stripeFailed,
        refusal: (error) => {
          const fields = donorFieldError(error)
          return fields && c.json({ error: MESSAGES.invalid, fields }, 400)
        },
      })
    },
    { fields: {} },
  )
  status(STATUS_PATH, 'status', { event: 'checkout_status_failed', answer: sessionStatus })
  return app
}
