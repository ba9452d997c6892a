import { readJsonObject } from '../../lib/read-json-object'
import { type StartOutcome, startCheckout } from '../../lib/start-checkout'
import type { CheckoutUi, OrderLine, ShopOrder } from './order-request'

// The shop's calls to our server for card payments (server/shop-checkout.ts). Every function
// answers an outcome and never throws, so the pages can say what happened in words.

export const SHOP_CHECKOUT_ENDPOINT = '/create-shop-checkout-session'
export const SHOP_STATUS_ENDPOINT = '/shop-checkout-session-status'
export const SHOP_TERMS_ENDPOINT = '/shop-checkout-terms'

export type ShopCheckoutOutcome =
  | StartOutcome
  /** The server refused the cart; its message says why (an unknown product, a bad quantity…). */
  | { kind: 'refused'; message: string }
  | { kind: 'not-configured' }

/** Asks our server for a Checkout Session for these lines: ids and quantities only, never prices. */
export async function requestShopCheckout(
  items: readonly OrderLine[],
  ui: CheckoutUi,
  fetchImpl: typeof fetch = fetch,
): Promise<ShopCheckoutOutcome> {
  const order: ShopOrder = { items: [...items], ui }
  const outcome = await startCheckout(SHOP_CHECKOUT_ENDPOINT, order, ui, fetchImpl)
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

export async function fetchShopTerms(
  fetchImpl: typeof fetch = fetch,
): Promise<ShopTerms | undefined> {
  try {
    const response = await fetchImpl(SHOP_TERMS_ENDPOINT, {
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return undefined
    const body = await readJsonObject(response)
    const shipping = body.shippingCents
    if (shipping !== null && !(typeof shipping === 'number' && Number.isInteger(shipping))) {
      return undefined
    }
    if (typeof body.automaticTax !== 'boolean') return undefined
    return { shippingCents: shipping, automaticTax: body.automaticTax }
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

export type OrderStatusOutcome =
  | { kind: 'found'; order: PaidOrderStatus }
  | { kind: 'not-found' }
  | { kind: 'rate-limited' }
  | { kind: 'payment-service-down' }
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

export async function fetchOrderStatus(
  sessionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<OrderStatusOutcome> {
  let response: Response
  try {
    response = await fetchImpl(
      `${SHOP_STATUS_ENDPOINT}?session_id=${encodeURIComponent(sessionId)}`,
      { headers: { Accept: 'application/json' } },
    )
  } catch {
    return { kind: 'network' }
  }
  if (response.status === 200) {
    const body = await readJsonObject(response)
    return isOrderStatus(body)
      ? { kind: 'found', order: body as unknown as PaidOrderStatus }
      : { kind: 'failed', status: 200 }
  }
  if (response.status === 400 || response.status === 404) return { kind: 'not-found' }
  if (response.status === 429) return { kind: 'rate-limited' }
  if (response.status === 502) return { kind: 'payment-service-down' }
  return { kind: 'failed', status: response.status }
}
