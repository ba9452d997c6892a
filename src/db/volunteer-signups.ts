import type { EmailMessage } from '../lib/send-email'
import type { AppDatabase, OutboxRecord, SignupRecord } from './database'
import { addToOutbox, createId } from './outbox'

/**
 * This device's volunteer sign-ups. A sign-up and its message to the team are written in one
 * transaction, so neither exists without the other; the outbox then sends the message with
 * the same lock, backoff and Background Sync as a contact message. Cancelling writes a second
 * message the same way, unless the sign-up never left the device, when both are simply dropped.
 */

/** What the form gives for a new sign-up; the rest of its record is written here. */
export type NewSignup = Pick<
  SignupRecord,
  'sessions' | 'name' | 'email' | 'phone' | 'firstTime' | 'note'
>

/** What the page says about a message: still on the device, with the team, or refused. */
export type DeliveryState = 'waiting' | 'sent' | 'failed'

export interface SignupView {
  signup: SignupRecord
  /** The sign-up's own message. */
  state: DeliveryState
  /** The cancellation's message, once cancelled (undefined: cancelled before it was sent). */
  cancellation?: DeliveryState
}

export async function saveSignup(
  db: AppDatabase,
  signup: NewSignup,
  message: EmailMessage,
  now: number,
): Promise<SignupRecord> {
  return db.transaction('rw', [db.outbox, db.signups], async () => {
    const outbox = await addToOutbox(db, message, { now, kind: 'volunteer-signup' })
    const record: SignupRecord = { ...signup, id: createId(), createdAt: now, outboxId: outbox.id }
    await db.signups.add(record)
    return record
  })
}

/**
 * Cancels a sign-up. Returns 'sending' when a cancellation goes to the team, 'withdrawn' when
 * the sign-up had not gone out yet (nothing to tell them), 'none' when there was nothing to do.
 */
export function cancelSignup(
  db: AppDatabase,
  id: string,
  message: EmailMessage,
  now: number,
): Promise<'sending' | 'withdrawn' | 'none'> {
  return db.transaction('rw', [db.outbox, db.signups], async () => {
    const signup = await db.signups.get(id)
    if (!signup || signup.cancelledAt !== undefined) return 'none'
    const original = await db.outbox.get(signup.outboxId)
    // Still waiting (or refused) and not being sent this moment: the team never heard of it.
    if (original && (original.status === 'queued' || original.status === 'failed')) {
      await db.outbox.delete(original.id)
      await db.signups.put({ ...signup, cancelledAt: now })
      return 'withdrawn'
    }
    const cancellation = await addToOutbox(db, message, { now, kind: 'signup-cancellation' })
    await db.signups.put({ ...signup, cancelledAt: now, cancellationOutboxId: cancellation.id })
    return 'sending'
  })
}

function stateOf(record: OutboxRecord | undefined): DeliveryState {
  // A sent message is pruned from the outbox after a while: gone means it went out.
  if (!record || record.status === 'sent') return 'sent'
  return record.status === 'failed' ? 'failed' : 'waiting'
}

/** This device's sign-ups, newest first, with where each message is. */
export function listSignups(db: AppDatabase): Promise<SignupView[]> {
  return db.transaction('r', [db.outbox, db.signups], async () => {
    const signups = await db.signups.orderBy('createdAt').reverse().toArray()
    return Promise.all(
      signups.map(async (signup): Promise<SignupView> => {
        const view: SignupView = { signup, state: stateOf(await db.outbox.get(signup.outboxId)) }
        if (signup.cancellationOutboxId) {
          view.cancellation = stateOf(await db.outbox.get(signup.cancellationOutboxId))
        }
        return view
      }),
    )
  })
}

/**
 * Forgets sign-ups whose sessions are all over (a day after the last ends) and whose messages
 * have gone out: names and addresses are kept no longer than they are of use.
 */
export function pruneSignups(db: AppDatabase, now: number): Promise<number> {
  const DAY = 24 * 60 * 60_000
  return db.transaction('rw', [db.outbox, db.signups], async () => {
    const done = (await listSignups(db)).filter(({ signup, state, cancellation = 'sent' }) => {
      const lastDate =
        signup.sessions
          .map((s) => s.date)
          .sort()
          .at(-1) ?? ''
      const over = Date.parse(`${lastDate}T00:00:00Z`) + 2 * DAY < now
      return over && state === 'sent' && cancellation === 'sent'
    })
    await db.signups.bulkDelete(done.map(({ signup }) => signup.id))
    return done.length
  })
}
