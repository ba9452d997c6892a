import Dexie, { type Table } from 'dexie'
import type { EmailMessage, MessageKind } from '../lib/send-email'
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
  addedAt: number
}

interface SavedProductRecord {
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
  /** Which template sends it. Messages saved before there were kinds are contact messages. */
  kind: MessageKind
  createdAt: number
  status: OutboxStatus
  attempts: number
  nextAttemptAt: number
  lastError?: string
  sentAt?: number
  message: EmailMessage
}

/** One session of a volunteer sign-up, as it read when the volunteer chose it. */
export interface SignupSession {
  id: string
  title: string
  /** "Sunday 29 November, 3pm to 5pm" */
  label: string
  date: string
  startTime: string
  endTime: string
  place: string
}

/**
 * A volunteer sign-up made on this device: what the page lists, with a Cancel. Its message goes
 * out through the outbox (`outboxId`); a cancellation is a second outbox message.
 */
export interface SignupRecord {
  id: string
  createdAt: number
  sessions: SignupSession[]
  name: string
  email: string
  phone: string
  firstTime: boolean
  note: string
  outboxId: string
  cancelledAt?: number
  /** The cancellation's outbox message; absent when the sign-up never left the device. */
  cancellationOutboxId?: string
}

/** Small cached answers (e.g. the last donation reports seen), keyed by name. */
interface CacheRecord {
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
  signups!: Table<SignupRecord, string>

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
    // 2: the outbox carries several kinds of message (contact, volunteer sign-up, cancellation),
    // and this device's volunteer sign-ups are kept. Every message already waiting is a contact
    // message, so it keeps going out as one.
    this.version(2)
      .stores({
        outbox: 'id, status, createdAt, nextAttemptAt, kind',
        signups: 'id, createdAt',
      })
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((record: Partial<OutboxRecord>) => {
            record.kind ??= 'contact'
          }),
      )
  }
}
