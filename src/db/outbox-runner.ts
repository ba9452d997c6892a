import { isOnlineNow } from '../lib/network-status'
import {
  type EmailJsSettings,
  type EmailMessage,
  type MessageKind,
  type SendOutcome,
  sendEmail,
  templateFor,
} from '../lib/send-email'
import type { AppDatabase, OutboxRecord } from './database'
import { watchQuery } from './live-query'
import {
  addToOutbox,
  discard,
  flushOutbox,
  nextWakeUp,
  pruneOutbox,
  recentMessages,
  retryNow,
  sendNow,
} from './outbox'
import { OUTBOX_SYNC_TAG } from './outbox-background-sync'

/**
 * The page's side of the outbox (every kind of message: contact, volunteer sign-ups and their
 * cancellations): when to flush (start-up, `online`, the tab becoming visible,
 * the end of a backoff) and what the form and the toasts need to know. The service worker
 * flushes the same outbox on Background Sync (sw/sw.ts); the Web Lock of ./outbox.ts lets
 * one of them send at a time.
 */
export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string }
  | { kind: 'offline' }
  | { kind: 'queued'; reason: string }
  | { kind: 'not-configured' }

export interface RunnerDeps {
  settings: EmailJsSettings | null
  getDb: () => Promise<AppDatabase>
}

/** A wake-up sooner than this after a flush would only spin. */
const MIN_WAKE_DELAY_MS = 1_000

/** The runner's type: what createOutboxRunner returns. */
export type OutboxRunner = ReturnType<typeof createOutboxRunner>

export function createOutboxRunner(deps: RunnerDeps) {
  const { settings, getDb } = deps
  // Sent straight from a submit: the form shows the outcome itself, so no toast for these.
  const answeredInForm = new Set<string>()
  let started = false
  let running: Promise<void> = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const onOnline = () => void runner.flush({ ignoreBackoff: true })
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void runner.flush()
  }

  const send = (message: EmailMessage, kind: MessageKind): Promise<SendOutcome> =>
    settings
      ? sendEmail(settings, message, { kind })
      : Promise.resolve({ kind: 'rejected', reason: 'Sending is not configured' })

  async function scheduleWakeUp(db: AppDatabase): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    const at = await nextWakeUp(db)
    if (at === undefined || !isOnlineNow()) return
    const delay = Math.max(MIN_WAKE_DELAY_MS, at - Date.now())
    timer = setTimeout(() => void runner.flush(), delay)
  }

  async function flushOnce(ignoreBackoff: boolean): Promise<void> {
    const db = await getDb()
    if (isOnlineNow()) {
      const report = await flushOutbox(db, { send, ignoreBackoff })
      if (report.retrying.length > 0) void requestBackgroundSync()
    }
    await scheduleWakeUp(db)
  }

  /** A live query on the outbox. */
  const watch = <T>(query: (db: AppDatabase) => Promise<T>, listener: (value: T) => void) =>
    watchQuery(getDb, query, listener, (error) => console.warn('Outbox unavailable', error))

  const runner = {
    /** Starts the flush triggers; safe to call again. */
    start() {
      if (started || !settings) return
      started = true
      window.addEventListener('online', onOnline)
      document.addEventListener('visibilitychange', onVisibility)
      void getDb()
        .then((db) => pruneOutbox(db, Date.now()))
        .catch(() => undefined)
      void runner.flush()
    },

    /** Removes the triggers again (tests; the page keeps its runner for its whole life). */
    async stop() {
      started = false
      window.removeEventListener('online', onOnline)
      document.removeEventListener('visibilitychange', onVisibility)
      await running
      clearTimeout(timer)
    },

    flush({ ignoreBackoff = false } = {}): Promise<void> {
      if (!settings) return Promise.resolve()
      // One flush at a time per tab: a trigger during a flush queues another after it.
      running = running
        .then(() => flushOnce(ignoreBackoff))
        .catch((error: unknown) => console.warn('Outbox flush failed', error))
      return running
    },

    /**
     * Something (a sign-up) wrote a message into the outbox itself, in its own transaction: send
     * it now if online, and ask for Background Sync in case the network is gone.
     */
    async enqueued(): Promise<void> {
      if (!settings) return
      if (!isOnlineNow()) {
        void requestBackgroundSync()
        return
      }
      await runner.flush({ ignoreBackoff: true })
      const db = await getDb()
      if ((await nextWakeUp(db)) !== undefined) void requestBackgroundSync()
    },

    async submit(message: EmailMessage): Promise<SubmitResult> {
      // This build sends contact messages only when their EmailJS template is configured.
      if (!settings || !templateFor(settings, 'contact')) return { kind: 'not-configured' }
      const db = await getDb()
      const record = await addToOutbox(db, message, { now: Date.now() })
      if (!isOnlineNow()) {
        void requestBackgroundSync()
        return { kind: 'offline' }
      }
      answeredInForm.add(record.id)
      const outcome = await sendNow(db, record.id, { send })
      // Other messages may have waited behind a dead network that this one just proved alive.
      void runner.flush()
      if (outcome.kind === 'sent') return { kind: 'sent' }
      answeredInForm.delete(record.id)
      if (outcome.kind === 'rejected') return { kind: 'failed', reason: outcome.reason }
      void requestBackgroundSync()
      return outcome.network ? { kind: 'offline' } : { kind: 'queued', reason: outcome.reason }
    },

    async retry(id: string): Promise<void> {
      const db = await getDb()
      await retryNow(db, id, Date.now())
      await runner.flush()
    },

    async discard(id: string): Promise<void> {
      await discard(await getDb(), id)
    },

    /** This device's latest contact messages, live; returns the unsubscribe function. */
    watchRecent(listener: (records: OutboxRecord[]) => void): () => void {
      return watch((db) => recentMessages(db), listener)
    },

    /** Messages that were waiting (queued, failed) and have now gone out, whoever sent them. */
    watchDeliveries(listener: (record: OutboxRecord) => void): () => void {
      const waiting = new Set<string>()
      return watch(
        (db) => db.outbox.toArray(),
        (records) => {
          for (const record of records) {
            if (record.status !== 'sent') waiting.add(record.id)
            else if (waiting.delete(record.id) && !answeredInForm.has(record.id)) listener(record)
          }
        },
      )
    },
  }
  return runner
}

interface SyncManagerLike {
  register(tag: string): Promise<void>
}

/**
 * Asks the service worker to flush when the network is back: Background Sync where the browser
 * has it (Chromium); elsewhere the page's own triggers do.
 */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Not supported or not permitted: the online/visibility triggers still flush.
  }
}
