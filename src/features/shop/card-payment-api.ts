import { readJsonObject } from '../../lib/read-json-object'
import { type StartOutcome, startCheckout } from '../../lib/start-checkout'
import type { CheckoutUi, OrderLine, ShopOrder } from './order-request'

// The shop's calls to our server for card payments (server/shop-checkout.ts). Every function
// answers an outcome and never throws, so the pages can say what happened in words.

const SHOP_CHECKOUT_ENDPOINT = '/create-shop-checkout-session'
const SHOP_STATUS_ENDPOINT = '/shop-checkout-session-status'
const SHOP_TERMS_ENDPOINT = '/shop-checkout-terms'

export type ShopCheckoutOutcome =
  | StartOutcome
  /** The server refused the cart; its message says why (an unknown product, a bad quantity…). */
  | { kind: 'refused'; message: string }
  | { kind: 'not-configured' }

/** Asks our server for a Checkout Session for these lines: ids and quantities only, never prices. */
export async function requestShopCheckout(
  items: readonly OrderLine[],
  ui: CheckoutUi,
): Promise<ShopCheckoutOutcome> {
  const order: ShopOrder = { items: [...items], ui }
  const outcome = await startCheckout(SHOP_CHECKOUT_ENDPOINT, order, ui)
  if (outcome.kind !== 'answered') return outcome
  const { status, body } = outcome
  if (status === 400 && typeof body.error === 'string') {
    return { kind: 'refused', message: body.error }
  }
  return status === 503 ? { kind: 'not-configured' } : { kind: 'failed', status }
}

/** What the server adds at payment: the flat shipping rate (cents) and whether tax is computed. */
export interface ShopTerms {
  shippingCents: number | null
  automaticTax: boolean
}

export async function fetchShopTerms(): Promise<ShopTerms | undefined> {
  const answer = await getJson(SHOP_TERMS_ENDPOINT)
  if (answer?.status !== 200) return undefined
  const { shippingCents, automaticTax } = answer.body
  if (shippingCents !== null && !Number.isInteger(shippingCents)) return undefined
  if (typeof automaticTax !== 'boolean') return undefined
  return { shippingCents: shippingCents as number | null, automaticTax }
}

/** GETs one of our endpoints as JSON: its status and body, or undefined when it cannot be asked. */
async function getJson(url: string) {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } })
    return { status: response.status, body: await readJsonObject(response) }
  } catch {
    return undefined
  }
}

/** A paid (or not yet paid) order as Stripe holds it, as our server answers it (shop-checkout.ts). */
export interface PaidOrderStatus {
  status: 'open' | 'complete' | 'expired'
  currency: string
  /** productId: the catalogue's product of that name, null when the catalogue no longer has it. */
  items: { productId: string | null; name: string; quantity: number; amount: number }[]
  /** Cents; null when the session charged none. */
  shipping: number | null
  tax: number | null
  total: number
}

/** The page says the same for every other answer (429, 502, a malformed one): ask again later. */
export type OrderStatusOutcome =
  | { kind: 'found'; order: PaidOrderStatus }
  | { kind: 'not-found' }
  | { kind: 'network' }
  | { kind: 'failed'; status: number }

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

function isOrderStatus(body: Record<string, unknown>): boolean {
  return (
    (body.status === 'open' || body.status === 'complete' || body.status === 'expired') &&
    typeof body.currency === 'string' &&
    isCents(body.total) &&
    (body.shipping === null || isCents(body.shipping)) &&
    (body.tax === null || isCents(body.tax)) &&
    Array.isArray(body.items) &&
    body.items.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false
      const line = item as Record<string, unknown>
      return (
        (line.productId === null || typeof line.productId === 'string') &&
        typeof line.name === 'string' &&
        isCents(line.quantity) &&
        isCents(line.amount)
      )
    })
  )
}

export async function fetchOrderStatus(sessionId: string): Promise<OrderStatusOutcome> {
  const answer = await getJson(
    `${SHOP_STATUS_ENDPOINT}?session_id=${encodeURIComponent(sessionId)}`,
  )
  if (!answer) return { kind: 'network' }
  const { status, body } = answer
  if (status === 200) {
    return isOrderStatus(body)
      ? { kind: 'found', order: body as unknown as PaidOrderStatus }
      : { kind: 'failed', status: 200 }
  }
  if (status === 400 || status === 404) return { kind: 'not-found' }
  return { kind: 'failed', status }
}
