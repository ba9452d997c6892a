import Dexie, { type Table } from 'dexie'
import { DATABASE_NAME } from './database-presence'

/**
 * The one IndexedDB database of the site. Every version ever shipped stays declared here, in
 * order, with its upgrade(): a visitor may return with any older version on their device.
 * Only indexed fields are listed in stores(); records may carry more.
 */

/** A cart line is keyed by product: adding the same product again raises its quantity. */
export interface CartLineRecord {
  productId: string
  qty: number
  selectedColor?: string
  selectedSize?: string
  addedAt: number
}

export interface SavedProductRecord {
  productId: string
  addedAt: number
}

export interface OrderRecord {
  id: string
  createdAt: number
  lines: {
    productId: string
    title: string
    imageSrc: string
    priceCents: number
    qty: number
  }[]
  paymentMethod: 'card' | 'cash'
}

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed'

export interface OutboxRecord {
  id: string
  createdAt: number
  status: OutboxStatus
  /** While status is 'sending': the holder's lease ends here; after it anyone may retry. */
  leaseExpiresAt?: number
  /** Who holds the lease (a tab or the service worker); only the holder may settle a failure. */
  leaseOwner?: string
  attempts: number
  nextAttemptAt: number
  lastError?: string
  sentAt?: number
  message: { name: string; email: string; phone: string; subject: string; message: string }
}

/** Small cached answers (e.g. the last donation reports seen), keyed by name. */
export interface CacheRecord {
  key: string
  savedAt: number
  value: unknown
}

export class AppDatabase extends Dexie {
  cartLines!: Table<CartLineRecord, string>
  wishlist!: Table<SavedProductRecord, string>
  compare!: Table<SavedProductRecord, string>
  orders!: Table<OrderRecord, string>
  outbox!: Table<OutboxRecord, string>
  cache!: Table<CacheRecord, string>

  constructor(name = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    this.version(1).stores({
      cartLines: 'productId, addedAt',
      wishlist: 'productId, addedAt',
      compare: 'productId, addedAt',
      orders: 'id, createdAt',
      outbox: 'id, status, createdAt, nextAttemptAt',
      cache: 'key',
    })
  }
}
