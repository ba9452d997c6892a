import { array, type InferType, mixed, number, string } from 'yup'
import { isValidQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../lib/quantity'
import { exactObject } from '../../lib/request-schema'

// What a shopper's browser says about an order, POST /create-shop-checkout-session: which
// products and how many of each, and how Checkout is shown. Prices, names and totals are looked
// up on the server in the catalogue (server/shop-cart.ts), so a tampered request can change
// nothing but the choice of products. Every way a request can be wrong gets a message a person
// can act on.

export const ORDER_MESSAGES = {
  notAnOrder: 'Send the order as {"items": [{"productId": "...", "quantity": 1}]}.',
  empty: 'Your cart is empty: add a product before paying.',
  badLine: 'Each cart line needs a product id and a quantity, and nothing else.',
  unknownProduct:
    'One of the products in your cart is no longer in the shop. Remove it and try again.',
  badQuantity: `Each quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  badUi: 'Say how Checkout is shown: "ui" is "embedded" or "hosted".',
} as const

const M = ORDER_MESSAGES

/** How Checkout is shown: mounted in our page, or Stripe's own hosted page. */
const ORDER_UIS = ['embedded', 'hosted'] as const

const lineSchema = exactObject(
  {
    // A product id of another type names no product in the catalogue.
    productId: string()
      .typeError(M.unknownProduct)
      .defined(M.badLine)
      .nonNullable(M.unknownProduct),
    quantity: number()
      .typeError(M.badQuantity)
      .defined(M.badLine)
      .nonNullable(M.badQuantity)
      .test('quantity', M.badQuantity, (quantity) => isValidQuantity(quantity)),
  },
  'a cart line',
)
  .typeError(M.badLine)
  .nonNullable(M.badLine)

export const orderSchema = exactObject(
  {
    items: array(lineSchema).typeError(M.notAnOrder).required(M.notAnOrder).min(1, M.empty),
    // Unset: embedded.
    ui: mixed<(typeof ORDER_UIS)[number]>().oneOf(ORDER_UIS, M.badUi).nonNullable(M.badUi),
  },
  'an order',
)
  .typeError(M.notAnOrder)
  .nonNullable(M.notAnOrder)
  .defined(M.notAnOrder)

export type ShopOrder = InferType<typeof orderSchema>
export type OrderLine = ShopOrder['items'][number]
export type CheckoutUi = (typeof ORDER_UIS)[number]
