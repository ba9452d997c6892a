import { activeLocale } from '../lib/i18n/active-locale'
import type { EmailMessage, MessageKind, SendOutcome } from '../lib/send-email'
import type { AppDatabase, OutboxRecord } from './database'

/**
 * The outbox of every message the site sends (contact messages, volunteer sign-ups and their
 * cancellations, each with its `kind`): every message is written here first, then sent, so none
 * is lost offline. Tabs and the service worker all send, but only inside the exclusive Web Lock
 * OUTBOX_LOCK, so one send pass runs at a time. Free of React and the DOM so the service worker
 * shares it.
 *
 * queued --claim--> sending --200/OK--> sent
 *                           --5xx, 429, network--> queued (later, with backoff)
 *                           --other 4xx--> failed (reason kept; the visitor retries or discards)
 * A pass settles every message it claims before it lets go of the lock, so a message the next
 * holder finds 'sending' was cut off (its tab closed mid-send): it is sent again.
 */

/**
 * The exclusive Web Lock every send pass holds: the browser shares it between all of the site's
 * tabs and its service worker, queues its requests in order, and releases it by itself when the
 * holder's tab or worker goes away.
 */
const OUTBOX_LOCK = 'outbox-send'

export const BACKOFF_BASE_MS = 5_000
export const BACKOFF_MAX_MS = 5 * 60_000
/** Sent messages are kept this long so the visitor can see them, then pruned. */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000
/** Failed messages wait for the visitor to resend or discard them; past this many, the oldest go. */
export const MAX_FAILED_KEPT = 10

/** Exponential with ±20% jitter, so tabs and devices that failed together do not retry together. */
export function retryDelay(attempts: number): number {
  const exponential = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1)
  const jittered = Math.min(BACKOFF_MAX_MS, exponential) * (0.8 + 0.4 * Math.random())
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
function sentSummary(message: OutboxRecord['message']): OutboxRecord['message'] {
  return { name: '', email: '', phone: '', subject: message.subject, message: '' }
}

/**
 * A record's kind; one written without (by an older tab still running the previous version, after
 * this one upgraded the database) is a contact message, as every message was then.
 */
export function kindOf(record: OutboxRecord): MessageKind {
  return (record as Partial<OutboxRecord>).kind ?? 'contact'
}

/** Writes a new message, queued: the next send pass (at once, when online) takes it. */
export async function addToOutbox(
  db: AppDatabase,
  message: EmailMessage,
  { now, kind = 'contact' }: { now: number; kind?: MessageKind },
): Promise<OutboxRecord> {
  const record: OutboxRecord = {
    id: createId(),
    kind,
    createdAt: now,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    // Written in the page's language (contact messages, sign-ups, cancellations alike).
    message: { ...message, language: message.language ?? activeLocale() },
  }
  await db.outbox.add(record)
  return record
}

/** A message found 'sending' by the lock holder was cut off mid-send: it is due at once. */
function isDue(record: OutboxRecord, now: number, ignoreBackoff: boolean): boolean {
  return record.status === 'sending' || ignoreBackoff || record.nextAttemptAt <= now
}

const isOpen = (record: OutboxRecord | undefined): record is OutboxRecord =>
  record?.status === 'queued' || record?.status === 'sending'

/**
 * Marks the message `read` finds 'sending' and returns it; one that is no longer open (sent or
 * failed) comes back as it is. Only the holder of the lock calls this. Read and write share a
 * transaction, so a visitor's Retry or Discard cannot land between them.
 */
function claimWith(
  db: AppDatabase,
  read: () => Promise<OutboxRecord | undefined>,
): Promise<OutboxRecord | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const found = await read()
    if (!isOpen(found)) return found
    const record: OutboxRecord = { ...found, status: 'sending', attempts: found.attempts + 1 }
    await db.outbox.put(record)
    return record
  })
}

/** Marks the oldest due message 'sending' and returns it. */
export function claimNext(
  db: AppDatabase,
  now: number,
  { ignoreBackoff = false }: { ignoreBackoff?: boolean } = {},
): Promise<OutboxRecord | undefined> {
  return claimWith(db, async () => {
    const open = await db.outbox.where('status').anyOf('queued', 'sending').sortBy('createdAt')
    return open.find((record) => isDue(record, now, ignoreBackoff))
  })
}

/**
 * Marks one message 'sending' whatever its backoff; one already sent or failed (another holder
 * got to it first) comes back as it is.
 */
export function claim(db: AppDatabase, id: string): Promise<OutboxRecord | undefined> {
  return claimWith(db, () => db.outbox.get(id))
}

/**
 * Records what a send returned. A success always counts (the message did go out); a failure
 * only while the message is still marked 'sending': otherwise a sender outside the lock (a tab
 * of a page without Web Locks, on plain http) has settled it already, and its word stands.
 */
export function settle(
  db: AppDatabase,
  claimed: OutboxRecord,
  outcome: SendOutcome,
  now: number,
): Promise<OutboxRecord | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(claimed.id)
    if (!current) return undefined
    let next: OutboxRecord
    if (outcome.kind === 'sent') {
      if (current.status === 'sent') return current
      const { lastError: _previous, ...rest } = current
      next = { ...rest, status: 'sent', sentAt: now, message: sentSummary(rest.message) }
    } else if (current.status !== 'sending') {
      return current
    } else if (outcome.kind === 'rejected') {
      next = { ...current, status: 'failed', lastError: outcome.reason }
    } else {
      next = {
        ...current,
        status: 'queued',
        lastError: outcome.reason,
        nextAttemptAt: now + retryDelay(current.attempts),
      }
    }
    await db.outbox.put(next)
    return next
  })
}

interface SendDeps {
  send: (message: EmailMessage, kind: MessageKind) => Promise<SendOutcome>
}

/** Sends a claimed message and records the result; the caller holds the lock. */
async function deliver(
  db: AppDatabase,
  record: OutboxRecord,
  deps: SendDeps,
): Promise<SendOutcome> {
  let outcome: SendOutcome
  try {
    outcome = await deps.send(record.message, kindOf(record))
  } catch (error) {
    outcome = { kind: 'retry', reason: String(error), network: true }
  }
  await settle(db, record, outcome, Date.now())
  return outcome
}

function holdingTheLock<T>(pass: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts: a plain-http preview sends without the lock, where
  // two passes may overlap (settle() then lets a success stand over a late failure).
  const locks = globalThis.navigator?.locks
  return locks ? locks.request(OUTBOX_LOCK, pass) : pass()
}

/**
 * Sends one message at once, in a pass of its own, for the form that wrote it and waits for the
 * answer. Another holder of the lock may have sent it meanwhile: then what that came to is told.
 */
export function sendNow(db: AppDatabase, id: string, deps: SendDeps): Promise<SendOutcome> {
  return holdingTheLock(async () => {
    const record = await claim(db, id)
    if (record?.status === 'sending') return deliver(db, record, deps)
    if (record?.status === 'sent') return { kind: 'sent' }
    // Failed in another holder's pass, or discarded from another tab meanwhile.
    return { kind: 'rejected', reason: record?.lastError ?? 'Discarded' }
  })
}

interface FlushReport {
  sent: string[]
  failed: string[]
  retrying: string[]
}

/**
 * Sends every due message, oldest first, holding the lock. Stops at the first failure that may
 * pass: the network or the service is down, and hammering it with the rest of the queue would
 * not help.
 */
export function flushOutbox(
  db: AppDatabase,
  deps: SendDeps & { ignoreBackoff?: boolean },
): Promise<FlushReport> {
  return holdingTheLock(async () => {
    const report: FlushReport = { sent: [], failed: [], retrying: [] }
    for (;;) {
      const record = await claimNext(db, Date.now(), { ignoreBackoff: deps.ignoreBackoff })
      if (!record) return report
      const outcome = await deliver(db, record, deps)
      if (outcome.kind === 'sent') report.sent.push(record.id)
      else if (outcome.kind === 'rejected') report.failed.push(record.id)
      else {
        report.retrying.push(record.id)
        return report
      }
    }
  })
}

/**
 * When a pass could next find work: the earliest end of a backoff, or at once (0) while a message
 * is marked 'sending', since a pass then waits for the lock and resends it if its sender died.
 */
export async function nextWakeUp(db: AppDatabase): Promise<number | undefined> {
  const open = await db.outbox.where('status').anyOf('queued', 'sending').toArray()
  const times = open.map((r) => (r.status === 'queued' ? r.nextAttemptAt : 0))
  return times.length > 0 ? Math.min(...times) : undefined
}

/** The visitor asked to try again (a failed message) or to send a waiting one now. */
export function retryNow(db: AppDatabase, id: string, now: number): Promise<number> {
  return db.outbox
    .where('id')
    .equals(id)
    .and((record) => record.status === 'failed' || record.status === 'queued')
    .modify({ status: 'queued', nextAttemptAt: now })
}

/** The visitor gave up on a message. One that is being sent right now cannot be taken back. */
export function discard(db: AppDatabase, id: string): Promise<number> {
  return db.outbox
    .where('id')
    .equals(id)
    .and((record) => record.status !== 'sending')
    .delete()
}

/** This device's five latest contact messages, newest first. */
export function recentMessages(db: AppDatabase): Promise<OutboxRecord[]> {
  return db.outbox
    .orderBy('createdAt')
    .reverse()
    .filter((record) => kindOf(record) === 'contact')
    .limit(5)
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
