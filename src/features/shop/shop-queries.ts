import type { Product } from '../../content/products'
import { cartLinesInOrder } from '../../db/cart-store'
import type { CartLineRecord, OrderRecord } from '../../db/database'
import { useLiveQuery } from '../../db/live-query'
import { latestOrder } from '../../db/orders'
import { compareListInOrder, wishlistInOrder } from '../../db/saved-lists'
import { useDatabaseConnection } from '../../db/use-database'
import { NOTHING_SAVED, useSavedDatabase } from '../../db/use-saved-database'
import { productById } from './catalogue'

/**
 * Live reads of the shop's tables. Each is undefined until the database has answered (and
 * always during prerender), so callers render a stable placeholder first; afterwards every
 * change, from this tab or another, re-renders them.
 *
 * The pages that show what the visitor saved (cart, checkout, order, the wishlist and compare
 * sections) answer "empty" on a browser that never saved anything, without loading Dexie or
 * creating the database (use-saved-database.ts). The shop's own pages, where things are saved,
 * open it at once: a browser that will not keep data then says so (CartCountBadge) before the
 * visitor adds anything.
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

// What the hooks answer on a browser that never saved anything: stable, so effects that depend
// on an answer do not run again at every render.
const NO_ITEMS: CartItem[] = []
const NO_PRODUCTS: Product[] = []

/** The open database, or null: while it is not open, and where nothing was ever saved. */
const openOnly = (db: ReturnType<typeof useSavedDatabase>) => (db === NOTHING_SAVED ? null : db)

export function useCartItems(): CartItem[] | undefined {
  const db = useSavedDatabase()
  const items = useLiveQuery(openOnly(db), async (open) =>
    withProducts(await cartLinesInOrder(open)).map(({ record, product }) => ({
      line: record,
      product,
    })),
  )
  return db === NOTHING_SAVED ? NO_ITEMS : items
}

export function useWishlistProducts(): Product[] | undefined {
  const db = useSavedDatabase()
  const products = useLiveQuery(openOnly(db), async (open) =>
    withProducts(await wishlistInOrder(open)).map(({ product }) => product),
  )
  return db === NOTHING_SAVED ? NO_PRODUCTS : products
}

export function useCompareProducts(): Product[] | undefined {
  const db = useSavedDatabase()
  const products = useLiveQuery(openOnly(db), async (open) =>
    withProducts(await compareListInOrder(open)).map(({ product }) => product),
  )
  return db === NOTHING_SAVED ? NO_PRODUCTS : products
}

export function useLatestOrder(): OrderRecord | null | undefined {
  const db = useSavedDatabase()
  const order = useLiveQuery(openOnly(db), async (open) => (await latestOrder(open)) ?? null)
  return db === NOTHING_SAVED ? null : order
}

/** Ids on the wishlist, for the heart buttons' pressed state; empty until the database answers. */
export function useWishlistIds(): ReadonlySet<string> {
  const db = useDatabaseConnection()?.db ?? null
  const ids = useLiveQuery(db, (open) => open.wishlist.toCollection().primaryKeys())
  return new Set(ids ?? [])
}

/** How many products are on the wishlist and the compare list; undefined until known. */
export function useSavedCounts(): { wishlist: number; compare: number } | undefined {
  const db = useDatabaseConnection()?.db ?? null
  return useLiveQuery(db, async (open) => ({
    wishlist: await open.wishlist.count(),
    compare: await open.compare.count(),
  }))
}
