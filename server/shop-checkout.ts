import type { Hono } from 'hono'
import type Stripe from 'stripe'
import type { PaidOrderStatus } from '../src/features/shop/card-payment-api'
import type { CheckoutUi } from '../src/features/shop/order-request'
import type { CatalogueProduct } from './build-record'
import { type PaymentOptions, paymentEndpoints } from './payment-endpoints'
import { checkCart, shopLineItems } from './shop-cart'
import { simpleStatus } from './stripe-client'

const SHOP_CHECKOUT_PATH = '/create-shop-checkout-session'
const SHOP_STATUS_PATH = '/shop-checkout-session-status'
const SHOP_TERMS_PATH = '/shop-checkout-terms'
/** Where Stripe sends the shopper once paid; Stripe fills in the session's id. */
const ORDER_RECEIVED_PATH = '/order_received'
/** Marks our shop's sessions, so the order page never shows a donation as an order. */
const SHOP_KIND = 'shop'

/** What the operator configures about selling: Stripe's own tax and one flat shipping rate. */
export interface ShopSettings {
  /** A flat US shipping rate in cents; unset: no shipping is charged. */
  shippingCents?: number
  /** Stripe Tax computes sales tax (it must be set up in the Stripe dashboard). */
  automaticTax?: boolean
}

interface ShopCheckoutOptions extends PaymentOptions {
  publicUrl: string
  shop: ShopSettings
  /** The served build's products, asked for each request (a rebuild may have replaced them). */
  catalogue: () => readonly CatalogueProduct[]
}

const MESSAGES = {
  rateLimited: 'Too many payment attempts from this connection. Please wait and try again.',
  notConfigured: 'Card payments are not configured',
  notJson: 'Send the order as JSON (Content-Type: application/json).',
  stripeFailed: 'The payment service could not start your payment. Please try again shortly.',
  unknownSession: 'No such order.',
  statusFailed: 'The payment service could not be asked about your order. Please reload shortly.',
}

/** The Checkout Session for a checked cart: prices from the catalogue, US shipping, our return pages. */
function shopSessionParams(
  lines: Parameters<typeof shopLineItems>[0],
  ui: CheckoutUi,
  publicUrl: string,
  shop: ShopSettings,
): Stripe.Checkout.SessionCreateParams {
  const base = publicUrl.replace(/\/+$/, '')
  const received = `${base}${ORDER_RECEIVED_PATH}?session_id={CHECKOUT_SESSION_ID}`
  return {
    mode: 'payment',
    line_items: shopLineItems(lines),
    shipping_address_collection: { allowed_countries: ['US'] },
    ...(shop.shippingCents !== undefined
      ? {
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount' as const,
                display_name: 'Flat-rate shipping',
                fixed_amount: { amount: shop.shippingCents, currency: 'usd' },
              },
            },
          ],
        }
      : {}),
    ...(shop.automaticTax ? { automatic_tax: { enabled: true } } : {}),
    metadata: { kind: SHOP_KIND },
    ...(ui === 'embedded'
      ? { ui_mode: 'embedded_page' as const, return_url: received }
      : { success_url: received, cancel_url: `${base}/checkout?payment=cancelled` }),
  }
}

/**
 * What the order page may know, nothing about the buyer: the page's own type
 * (src/features/shop/card-payment-api.ts), with Stripe's payment status.
 */
type ShopSessionStatus = PaidOrderStatus & { paymentStatus: string }

function shopSessionStatus(
  session: Stripe.Checkout.Session,
  catalogue: readonly CatalogueProduct[],
): ShopSessionStatus {
  const tax = session.total_details?.amount_tax
  return {
    status: simpleStatus(session.status),
    paymentStatus: session.payment_status,
    currency: session.currency ?? 'usd',
    items: (session.line_items?.data ?? []).map((line) => ({
      productId: catalogue.find((product) => product.title === line.description)?.id ?? null,
      name: line.description ?? '',
      quantity: line.quantity ?? 0,
      amount: line.amount_total,
    })),
    shipping: session.shipping_cost ? session.shipping_cost.amount_total : null,
    tax: tax ? tax : null,
    total: session.amount_total ?? 0,
  }
}

/**
 * POST /create-shop-checkout-session: a cart -> a Stripe Checkout Session. GET
 * /shop-checkout-session-status: what became of it, with its lines, for /order_received.
 * GET /shop-checkout-terms: the flat shipping rate and whether tax is added, for /checkout.
 */
export function shopCheckoutRoutes(options: ShopCheckoutOptions): Hono {
  const { publicUrl, shop, catalogue } = options
  const { app, post, status, createSession, configured } = paymentEndpoints(options, MESSAGES)

  post(SHOP_CHECKOUT_PATH, 'shop', async (c, body, stripe) => {
    const cart = checkCart(body, catalogue())
    if (!cart.ok) return c.json({ error: cart.message }, 400)
    // Nothing in a checked cart is the shopper's to fix: every failure is Stripe's side.
    const params = shopSessionParams(cart.lines, cart.ui, publicUrl, shop)
    return createSession(c, stripe, params, {
      ui: cart.ui,
      event: 'shop_checkout_failed',
      failed: MESSAGES.stripeFailed,
    })
  })

  status(SHOP_STATUS_PATH, 'shop-status', {
    event: 'shop_status_failed',
    expand: ['line_items'],
    // Only our shop's sessions: the order page never shows a donation as an order.
    answer: (session) =>
      session.metadata?.kind === SHOP_KIND ? shopSessionStatus(session, catalogue()) : undefined,
  })

  app.get(SHOP_TERMS_PATH, (c) =>
    c.json({
      enabled: configured,
      shippingCents: shop.shippingCents ?? null,
      automaticTax: shop.automaticTax ?? false,
    }),
  )

  return app
}
