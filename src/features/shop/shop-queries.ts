import type { Product } from '../../content-modules/types'
import { oldestFirst } from '../../db/cart-store'
import type { AppDatabase, CartLineRecord, OrderRecord } from '../../db/database'
import { NOTHING_SAVED, useDatabaseConnection, useSavedDatabase } from '../../db/lazy-database'
import { useLiveQuery } from '../../db/live-query'
import { latestOrder } from '../../db/orders'
import { productById } from './catalogue'

/**
 * Live reads of the shop's tables. Each is undefined until the database has answered (and
 * always during prerender), so callers render a stable placeholder first; afterwards every
 * change, from this tab or another, re-renders them.
 *
 * The pages that show what the visitor saved (cart, checkout, order, the wishlist and compare
 * sections) answer "empty" on a browser that never saved anything, without loading Dexie or
 * creating the database (useSavedDatabase). The shop's own pages, where things are saved,
 * open it at once: a browser that will not keep data then says so (CartCountBadge) before the
 * visitor adds anything.
 */

export interface CartItem {
  line: CartLineRecord
  product: Product
}

/** The products still in the catalogue, in the page's language, of a saved list's records. */
const productsOf = (records: { productId: string }[]): Product[] =>
  records.flatMap(({ productId }) => productById(productId) ?? [])

/**
 * A live read for the pages that show what was saved: `nothingSaved` at once on a browser that
 * never saved anything, otherwise the query's answer once the database is open.
 */
function useSavedQuery<T>(query: (db: AppDatabase) => Promise<T>, nothingSaved: T): T | undefined {
  const db = useSavedDatabase()
  const answer = useLiveQuery(db === NOTHING_SAVED ? null : db, query)
  return db === NOTHING_SAVED ? nothingSaved : answer
}

// Stable answers for "nothing saved", so effects that depend on them do not run at every render.
const NO_ITEMS: CartItem[] = []
const NO_PRODUCTS: Product[] = []

export function useCartItems(): CartItem[] | undefined {
  return useSavedQuery(
    async (db) =>
      (await oldestFirst(db.cartLines)).flatMap((line) => {
        const product = productById(line.productId)
        return product ? [{ line, product }] : []
      }),
    NO_ITEMS,
  )
}

export function useWishlistProducts(): Product[] | undefined {
  return useSavedQuery(async (db) => productsOf(await oldestFirst(db.wishlist)), NO_PRODUCTS)
}

export function useCompareProducts(): Product[] | undefined {
  return useSavedQuery(async (db) => productsOf(await oldestFirst(db.compare)), NO_PRODUCTS)
}

export function useLatestOrder(): OrderRecord | null | undefined {
  return useSavedQuery(async (db) => (await latestOrder(db)) ?? null, null)
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
