import type { Table } from 'dexie'
import { isValidQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../lib/quantity'
import type { AppDatabase } from './database'

/**
 * Cart rules: one line per product, keyed by product id. Every read-modify-write
 * runs in a transaction, so two tabs changing the same line cannot lose an update.
 */

export interface AddToCartInput {
  productId: string
  /** How many to add; 1 when not given. */
  qty?: number
}

export type AddToCartOutcome =
  | { kind: 'appended'; qty: number }
  | { kind: 'merged'; qty: number }
  /** The line would pass 99: nothing changed. */
  | { kind: 'over-limit'; qty: number }
  | { kind: 'invalid-quantity' }

type StepOutcome = 'changed' | 'at-limit' | 'missing'

/** A list of products (the cart, the wishlist, the compare list) in the order they were added. */
export function oldestFirst<T extends { addedAt: number }>(table: Table<T, string>): Promise<T[]> {
  return table.orderBy('addedAt').toArray()
}

/** Takes a product off a list (the cart, the wishlist, the compare list), saying if it was there. */
export async function removeProduct(
  table: Table<{ productId: string }, string>,
  productId: string,
): Promise<'removed' | 'missing'> {
  const removed = await table.where(':id').equals(productId).delete()
  return removed > 0 ? 'removed' : 'missing'
}

export function addToCart(
  db: AppDatabase,
  input: AddToCartInput,
  now = Date.now(),
): Promise<AddToCartOutcome> {
  const added = input.qty ?? 1
  if (!isValidQuantity(added)) return Promise.resolve({ kind: 'invalid-quantity' })
  return db.transaction('rw', db.cartLines, async () => {
    const existing = await db.cartLines.get(input.productId)
    if (!existing) {
      await db.cartLines.add({ productId: input.productId, qty: added, addedAt: now })
      return { kind: 'appended', qty: added } as const
    }
    const qty = existing.qty + added
    if (qty > MAX_QUANTITY) return { kind: 'over-limit', qty: existing.qty } as const
    // Only the quantity changes: whatever else an older line carries stays.
    await db.cartLines.update(input.productId, { qty })
    return { kind: 'merged', qty } as const
  })
}

/**
 * Raises or lowers a line by one, never past 99 nor below 1: at 1 the line stays as it is (the
 * trash control removes it).
 */
export function stepLine(db: AppDatabase, productId: string, by: 1 | -1): Promise<StepOutcome> {
  return db.transaction('rw', db.cartLines, async () => {
    const line = await db.cartLines.get(productId)
    if (!line) return 'missing'
    const qty = line.qty + by
    if (qty < MIN_QUANTITY || qty > MAX_QUANTITY) return 'at-limit'
    await db.cartLines.update(productId, { qty })
    return 'changed'
  })
}

interface QuantityUpdate {
  productId: string
  qty: number
}

/**
 * Applies typed quantities all together, or none of them when any is out of range, so a
 * half-valid form never leaves the cart half-updated. Lines that vanished meanwhile are skipped.
 */
export async function setLineQuantities(
  db: AppDatabase,
  updates: readonly QuantityUpdate[],
): Promise<'updated' | 'invalid-quantity'> {
  if (!updates.every((update) => isValidQuantity(update.qty))) return 'invalid-quantity'
  await db.transaction('rw', db.cartLines, async () => {
    for (const { productId, qty } of updates) await db.cartLines.update(productId, { qty })
  })
  return 'updated'
}
