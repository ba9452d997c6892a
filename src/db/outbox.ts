import { activeLocale } from '../lib/i18n/active-locale'
import type { EmailMessage, MessageKind, SendOutcome } from '../lib/send-email'
import type { AppDatabase, OutboxRecord } from './database'

/** What a message holds (each form's schema checks it before it gets here). */
export type ContactMessage = EmailMessage
export type { MessageKind, SendOutcome }

/**
 * The outbox of every message the site sends (contact messages, volunteer sign-ups and their
 * cancellations, each with its `kind`): every message is written here first, then sent, so none is lost offline. Any
 * number of flushers (tabs, the service worker) may run at once; a lease taken in a transaction
 * makes each message go out once. Free of React and the DOM so the service worker shares it.
 *
 * queued --claim--> sending --200/OK--> sent
 *                           --5xx, 429, network--> queued (later, with backoff)
 *                           --other 4xx--> failed (reason kept; the visitor retries or discards)
 * sending with an expired lease (its tab closed mid-send) is claimable again.
 */

/** Longer than a send may take (SEND_TIMEOUT_MS), so a live holder never loses its lease. */
export const LEASE_MS = 30_000
export const BACKOFF_BASE_MS = 5_000
export const BACKOFF_MAX_MS = 5 * 60_000
/** Sent messages are kept this long so the visitor can see them, then pruned. */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000
/** Failed messages wait for the visitor to resend or discard them; past this many, the oldest go. */
export const MAX_FAILED_KEPT = 10

export type Clock = () => number

/** Exponential with ±20% jitter, so tabs and devices that failed together do not retry together. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1)
  const jittered = Math.min(BACKOFF_MAX_MS, exponential) * (0.8 + 0.4 * random())
  return Math.round(Math.min(BACKOFF_MAX_MS, jittered))
}

/** A random id; crypto.randomUUID only exists in secure contexts, so fall back to its recipe. */
export function createId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * What is kept of a message once it went out: the subject, which is all the page lists. The
 * name, address, phone and text have no use on the device any more.
 */
export function sentSummary(message: OutboxRecord['message']): OutboxRecord['message'] {
  return { name: '', email: '', phone: '', subject: message.subject, message: '' }
}

/**
 * A record's kind; one written without (by an older tab still running the previous version, after
 * this one upgraded the database) is a contact message, as every message was then.
 */
export function kindOf(record: OutboxRecord): MessageKind {
  return (record as Partial<OutboxRecord>).kind ?? 'contact'
}

function withoutLease(record: OutboxRecord): OutboxRecord {
  const { leaseOwner: _owner, leaseExpiresAt: _expires, ...rest } = record
  return rest
}

/**
 * Writes a new message. With `leaseOwner` the writer holds it already (it sends straight away);
 * without, it waits queued for the next flush (offline at submit).
 */
export async function addToOutbox(
  db: AppDatabase,
  message: ContactMessage,
  {
    now,
    leaseOwner,
    kind = 'contact',
    id = createId(),
  }: { now: number; leaseOwner?: string; kind?: MessageKind; id?: string },
): Promise<OutboxRecord> {
  const base: OutboxRecord = {
    id,
    kind,
    createdAt: now,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    // Written in the page's language (contact messages, sign-ups, cancellations alike).
    message: { ...message, language: message.language ?? activeLocale() },
  }
  const record: OutboxRecord = leaseOwner
    ? { ...base, status: 'sending', attempts: 1, leaseOwner, leaseExpiresAt: now + LEASE_MS }
    : base
  await db.outbox.add(record)
  return record
}

function isDue(record: OutboxRecord, now: number, ignoreBackoff: boolean): boolean {
  if (record.status === 'queued') return ignoreBackoff || record.nextAttemptAt <= now
  if (record.status === 'sending') return (record.leaseExpiresAt ?? 0) <= now
  return false
}

/**
 * Takes the lease on the oldest message that is due, in one read-write transaction: IndexedDB
 * runs overlapping read-write transactions one at a time, across tabs and workers alike, so two
 * flushers can never both see the same message as free.
 */
export function claimNext(
  db: AppDatabase,
  owner: string,
  now: number,
  { ignoreBackoff = false }: { ignoreBackoff?: boolean } = {},
): Promise<OutboxRecord | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const open = await db.outbox.where('status').anyOf('queued', 'sending').sortBy('createdAt')
    const due = open.find((record) => isDue(record, now, ignoreBackoff))
    if (!due) return undefined
    const claimed: OutboxRecord = {
      ...due,
      status: 'sending',
      attempts: due.attempts + 1,
      leaseOwner: owner,
      leaseExpiresAt: now + LEASE_MS,
    }
    await db.outbox.put(claimed)
    return claimed
  })
}

/**
 * Records what a send returned. A success always counts (the message did go out); a failure
 * only counts while the lease is still ours, since someone else may be sending it by now.
 */
export function settle(
  db: AppDatabase,
  claimed: OutboxRecord,
  outcome: SendOutcome,
  now: number,
  random: () => number = Math.random,
): Promise<OutboxRecord | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(claimed.id)
    if (!current) return undefined
    let next: OutboxRecord
    if (outcome.kind === 'sent') {
      if (current.status === 'sent') return current
      const { lastError: _previous, ...rest } = withoutLease(current)
      next = { ...rest, status: 'sent', sentAt: now, message: sentSummary(rest.message) }
    } else if (current.status !== 'sending' || current.leaseOwner !== claimed.leaseOwner) {
      return current
    } else if (outcome.kind === 'rejected') {
      next = { ...withoutLease(current), status: 'failed', lastError: outcome.reason }
    } else {
      next = {
        ...withoutLease(current),
        status: 'queued',
        lastError: outcome.reason,
        nextAttemptAt: now + retryDelay(current.attempts, random),
      }
    }
    await db.outbox.put(next)
    return next
  })
}

export interface SendDeps {
  owner: string
  send: (message: ContactMessage, kind: MessageKind) => Promise<SendOutcome>
  clock?: Clock
  random?: () => number
}

export interface Delivery {
  record: OutboxRecord | undefined
  outcome: SendOutcome
}

/** Sends a message whose lease we hold and records the result. */
export async function deliver(
  db: AppDatabase,
  claimed: OutboxRecord,
  deps: SendDeps,
): Promise<Delivery> {
  const clock = deps.clock ?? Date.now
  let outcome: SendOutcome
  try {
    outcome = await deps.send(claimed.message, kindOf(claimed))
  } catch (error) {
    outcome = { kind: 'retry', reason: String(error), network: true }
  }
  const record = await settle(db, claimed, outcome, clock(), deps.random)
  return { record, outcome }
}

export interface FlushReport {
  sent: string[]
  failed: string[]
  retrying: string[]
}

/**
 * Sends every due message, oldest first. Stops at the first failure that may pass: the network
 * or the service is down, and hammering it with the rest of the queue would not help.
 */
export async function flushOutbox(
  db: AppDatabase,
  deps: SendDeps & { ignoreBackoff?: boolean },
): Promise<FlushReport> {
  const clock = deps.clock ?? Date.now
  const report: FlushReport = { sent: [], failed: [], retrying: [] }
  for (;;) {
    const claimed = await claimNext(db, deps.owner, clock(), { ignoreBackoff: deps.ignoreBackoff })
    if (!claimed) return report
    const { outcome } = await deliver(db, claimed, deps)
    if (outcome.kind === 'sent') report.sent.push(claimed.id)
    else if (outcome.kind === 'rejected') report.failed.push(claimed.id)
    else {
      report.retrying.push(claimed.id)
      return report
    }
  }
}

/** When a flush could next find work: the earliest backoff end or lease expiry, if any. */
export async function nextWakeUp(db: AppDatabase): Promise<number | undefined> {
  const open = await db.outbox.where('status').anyOf('queued', 'sending').toArray()
  const times = open.map((r) => (r.status === 'queued' ? r.nextAttemptAt : (r.leaseExpiresAt ?? 0)))
  return times.length > 0 ? Math.min(...times) : undefined
}

/** The visitor asked to try again (a failed message) or to send a waiting one now. */
export function retryNow(db: AppDatabase, id: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(id)
    if (!current || (current.status !== 'failed' && current.status !== 'queued')) return false
    await db.outbox.put({ ...withoutLease(current), status: 'queued', nextAttemptAt: now })
    return true
  })
}

/** The visitor gave up on a message. One that is being sent right now cannot be taken back. */
export function discard(db: AppDatabase, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(id)
    if (!current || current.status === 'sending') return false
    await db.outbox.delete(id)
    return true
  })
}

/** This device's latest messages of one kind, newest first. */
export function recentMessages(
  db: AppDatabase,
  limit = 5,
  kind: MessageKind = 'contact',
): Promise<OutboxRecord[]> {
  return db.outbox
    .orderBy('createdAt')
    .reverse()
    .filter((record) => kindOf(record) === kind)
    .limit(limit)
    .toArray()
}

/**
 * Forgets sent messages older than KEEP_SENT_MS, and failed ones beyond the newest
 * MAX_FAILED_KEPT; queued and sending messages are never dropped. Returns how many went.
 */
export function pruneOutbox(db: AppDatabase, now: number): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const oldSent = await db.outbox
      .where('createdAt')
      .below(now - KEEP_SENT_MS)
      .and((record) => record.status === 'sent')
      .delete()
    const failed = await db.outbox.where('status').equals('failed').sortBy('createdAt')
    const excess = failed.slice(0, Math.max(0, failed.length - MAX_FAILED_KEPT))
    await db.outbox.bulkDelete(excess.map((record) => record.id))
    return oldSent + excess.length
  })
}
