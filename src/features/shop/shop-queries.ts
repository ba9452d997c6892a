import type { Product } from '../../content/products'
import { cartLinesInOrder } from '../../db/cart-store'
import type { CartLineRecord, OrderRecord } from '../../db/database'
import { useLiveQuery } from '../../db/live-query'
import { latestOrder } from '../../db/orders'
import { compareListInOrder, wishlistInOrder } from '../../db/saved-lists'
import { useDatabase } from '../../db/use-database'
import { productById } from './catalogue'

/**
 * Live reads of the shop's tables. Each is undefined until the database has answered (and
 * always during prerender), so callers render a stable placeholder first; afterwards every
 * change, from this tab or another, re-renders them.
 */

export interface CartItem {
  line: CartLineRecord
  product: Product
}

function withProducts<T extends { productId: string }>(
  records: T[],
): { record: T; product: Product }[] {
  return records.flatMap((record) => {
    const product = productById(record.productId)
    return product ? [{ record, product }] : []
  })
}

export function useCartItems(): CartItem[] | undefined {
  const db = useDatabase()
  return useLiveQuery(
    async () =>
      db
        ? withProducts(await cartLinesInOrder(db)).map(({ record, product }) => ({
            line: record,
            product,
          }))
        : undefined,
    [db],
  )
}

export function useWishlistProducts(): Product[] | undefined {
  const db = useDatabase()
  return useLiveQuery(
    async () =>
      db ? withProducts(await wishlistInOrder(db)).map(({ product }) => product) : undefined,
    [db],
  )
}

export function useCompareProducts(): Product[] | undefined {
  const db = useDatabase()
  return useLiveQuery(
    async () =>
      db ? withProducts(await compareListInOrder(db)).map(({ product }) => product) : undefined,
    [db],
  )
}

export function useLatestOrder(): OrderRecord | null | undefined {
  const db = useDatabase()
  return useLiveQuery(async () => (db ? ((await latestOrder(db)) ?? null) : undefined), [db])
}

/** Ids on the wishlist, for the heart buttons' pressed state; empty until the database answers. */
export function useWishlistIds(): ReadonlySet<string> {
  const db = useDatabase()
  const ids = useLiveQuery(
    async () => (db ? await db.wishlist.toCollection().primaryKeys() : undefined),
    [db],
  )
  return new Set(ids ?? [])
}

/** How many products are on the wishlist and the compare list; undefined until known. */
export function useSavedCounts(): { wishlist: number; compare: number } | undefined {
  const db = useDatabase()
  return useLiveQuery(
    async () =>
      db ? { wishlist: await db.wishlist.count(), compare: await db.compare.count() } : undefined,
    [db],
  )
}
