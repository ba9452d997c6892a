import { useCallback } from 'react'
import type { OrderRecord } from '../../db/database'
import { loadDatabase } from '../../db/lazy-database'
import { placeOrderFromCart } from '../../db/orders'
import { orderSnapshot } from './catalogue'

/** Stores an order from the cart and empties it (one transaction); null when the cart is empty. */
export function usePlaceOrder(): (
  paymentMethod: OrderRecord['paymentMethod'],
) => Promise<OrderRecord | null> {
  return useCallback(async (paymentMethod) => {
    const db = await loadDatabase()
    return placeOrderFromCart(db, { paymentMethod, describe: orderSnapshot })
  }, [])
}
