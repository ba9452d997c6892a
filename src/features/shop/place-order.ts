import type { OrderRecord } from '../../db/database'
import { loadDatabase } from '../../db/lazy-database'
import { placeOrderFromCart } from '../../db/orders'
import { orderSnapshot } from './catalogue'

/** Stores an order from the cart and empties it (one transaction); null when the cart is empty. */
export async function placeOrder(
  paymentMethod: OrderRecord['paymentMethod'],
): Promise<OrderRecord | null> {
  return placeOrderFromCart(await loadDatabase(), { paymentMethod, describe: orderSnapshot })
}
