import Dexie from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageCatalog } from '../lib/i18n/page-catalog'
import { activateLocale } from '../lib/i18n/translate'
import type { EmailMessage as ContactMessage, SendOutcome } from '../lib/send-email'
import { AppDatabase, type OutboxRecord } from './database'
import {
  addToOutbox,
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  claim,
  claimNext,
  discard,
  flushOutbox,
  KEEP_SENT_MS,
  MAX_FAILED_KEPT,
  nextWakeUp,
  pruneOutbox,
  recentMessages,
  retryDelay,
  retryNow,
  sendNow,
  settle,
} from './outbox'

let counter = 0
const opened: AppDatabase[] = []

/** A fresh database; `sameAs` opens a second connection to it, as another tab would. */
function database(sameAs?: AppDatabase): AppDatabase {
  const db = new AppDatabase(sameAs?.name ?? `outbox-test-${++counter}`)
  opened.push(db)
  return db
}

afterEach(async () => {
  const dbs = opened.splice(0)
  for (const db of dbs) db.close()
  for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name)
})

function message(subject: string): ContactMessage {
  return { name: 'Maya', email: 'maya@example.org', phone: '5550147', subject, message: 'Hi' }
}

const sent: SendOutcome = { kind: 'sent' }
const unavailable: SendOutcome = { kind: 'retry', reason: 'status 500', network: false }
const refused: SendOutcome = { kind: 'rejected', reason: 'The Public Key is invalid' }
/** Math.random's answer for the rest of the test (restoreMocks puts it back). */
const randomIs = (value: number) => vi.spyOn(Math, 'random').mockReturnValue(value)

describe('writing and claiming', () => {
  it('writes a message queued, with a fresh id, before anything is sent', async () => {
    const db = database()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    const b = await addToOutbox(db, message('B'), { now: 1000 })
    expect(a.id).not.toBe(b.id)
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await db.outbox.get(a.id)).toEqual({
      id: a.id,
      kind: 'contact',
      createdAt: 1000,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: 1000,
      // Stamped with the page's language (English here).
      message: { ...message('A'), language: 'en' },
    })
  })

  it('claims the oldest due message, marking it sending', async () => {
    const db = database()
    const older = await addToOutbox(db, message('older'), { now: 1000 })
    await addToOutbox(db, message('newer'), { now: 2000 })
    const claimed = await claimNext(db, 5000)
    expect(claimed).toMatchObject({ id: older.id, status: 'sending', attempts: 1 })
    expect(await db.outbox.get(older.id)).toEqual(claimed)
  })

  it('waits out the backoff unless told the network is back', async () => {
    const db = database()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    await db.outbox.update(a.id, { nextAttemptAt: 9000 })
    expect(await claimNext(db, 8999)).toBeUndefined()
    expect((await claimNext(db, 8999, { ignoreBackoff: true }))?.id).toBe(a.id)
  })

  it('claims again a message left sending (its sender died mid-send), first and at once', async () => {
    const db = database()
    await addToOutbox(db, message('waiting'), { now: 500 })
    const cut = await addToOutbox(db, message('cut off'), { now: 1000 })
    await db.outbox.update(cut.id, { status: 'sending', attempts: 1, nextAttemptAt: 90_000 })
    await db.outbox.where('status').equals('queued').modify({ nextAttemptAt: 90_000 })
    expect(await claimNext(db, 2000)).toMatchObject({ id: cut.id, attempts: 2 })
  })

  it('claims one given message whatever its backoff, or tells what became of it', async () => {
    const db = database()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    await db.outbox.update(a.id, { nextAttemptAt: 90_000 })
    expect(await claim(db, a.id)).toMatchObject({ status: 'sending', attempts: 1 })
    await settle(db, (await db.outbox.get(a.id)) as OutboxRecord, refused, 1100)
    expect(await claim(db, a.id)).toMatchObject({ status: 'failed', attempts: 1 })
    expect(await claim(db, 'gone')).toBeUndefined()
  })

  it('never claims sent or failed messages', async () => {
    const db = database()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    const b = await addToOutbox(db, message('B'), { now: 1001 })
    await settle(db, (await claimNext(db, 2000)) as OutboxRecord, sent, 1100)
    await settle(db, (await claimNext(db, 2000)) as OutboxRecord, refused, 1100)
    expect((await db.outbox.get(a.id))?.status).toBe('sent')
    expect((await db.outbox.get(b.id))?.status).toBe('failed')
    expect(await claimNext(db, 10 ** 12, { ignoreBackoff: true })).toBeUndefined()
  })
})

describe('settling a send', () => {
  it('marks a success sent', async () => {
    const db = database()
    await addToOutbox(db, message('A'), { now: 1000 })
    const claimed = (await claimNext(db, 1000)) as OutboxRecord
    const record = await settle(db, claimed, sent, 1500)
    expect(record).toMatchObject({ status: 'sent', sentAt: 1500, attempts: 1 })
  })

  it('marks a definite refusal (4xx) failed, with the reason', async () => {
    const db = database()
    await addToOutbox(db, message('A'), { now: 1000 })
    const claimed = (await claimNext(db, 1000)) as OutboxRecord
    expect(await settle(db, claimed, refused, 1500)).toMatchObject({
      status: 'failed',
      lastError: 'The Public Key is invalid',
    })
  })

  it('puts a failure that may pass (5xx, 429, network) back in the queue with backoff', async () => {
    const db = database()
    await addToOutbox(db, message('A'), { now: 1000 })
    let claimed = (await claimNext(db, 1000)) as OutboxRecord
    randomIs(0.5)
    expect(await settle(db, claimed, unavailable, 1500)).toMatchObject({
      status: 'queued',
      lastError: 'status 500',
      attempts: 1,
      nextAttemptAt: 1500 + BACKOFF_BASE_MS,
    })
    claimed = (await claimNext(db, 1500 + BACKOFF_BASE_MS)) as OutboxRecord
    expect(await settle(db, claimed, unavailable, 10_000)).toMatchObject({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: 10_000 + 2 * BACKOFF_BASE_MS,
    })
  })

  it('keeps a message sent once it is, whatever a later failure says', async () => {
    const db = database()
    await addToOutbox(db, message('A'), { now: 1000 })
    const claimed = (await claimNext(db, 1000)) as OutboxRecord
    await settle(db, claimed, sent, 1100)
    expect(await settle(db, claimed, unavailable, 1200)).toMatchObject({ status: 'sent' })
  })
})

describe('backoff', () => {
  it('doubles from the base up to the cap', () => {
    randomIs(0.5)
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ])
    expect(retryDelay(7)).toBe(BACKOFF_MAX_MS)
    randomIs(0.999)
    expect(retryDelay(50)).toBe(BACKOFF_MAX_MS)
  })

  it('spreads retries by ±20% so tabs that failed together do not retry together', () => {
    randomIs(0)
    expect(retryDelay(2)).toBe(8_000)
    randomIs(0.999_999)
    expect(retryDelay(2)).toBe(12_000)
  })
})

describe('flushing', () => {
  function recordingSender(answers: Record<string, SendOutcome> = {}) {
    const calls: string[] = []
    return {
      calls,
      send: async (m: ContactMessage): Promise<SendOutcome> => {
        calls.push(m.subject)
        return answers[m.subject] ?? sent
      },
    }
  }

  it('sends every due message oldest first, and a refusal does not stop the rest', async () => {
    const db = database()
    for (const [i, subject] of ['A', 'B', 'C'].entries()) {
      await addToOutbox(db, message(subject), { now: 1000 + i })
    }
    const sender = recordingSender({ B: refused })
    const report = await flushOutbox(db, { send: sender.send })
    expect(sender.calls).toEqual(['A', 'B', 'C'])
    expect(report.sent).toHaveLength(2)
    expect(report.failed).toHaveLength(1)
    expect((await db.outbox.toArray()).map((r) => r.status).sort()).toEqual([
      'failed',
      'sent',
      'sent',
    ])
  })

  it('stops at the first failure that may pass and keeps the rest queued', async () => {
    const db = database()
    for (const [i, subject] of ['A', 'B', 'C'].entries()) {
      await addToOutbox(db, message(subject), { now: 1000 + i })
    }
    const sender = recordingSender({ B: unavailable })
    const report = await flushOutbox(db, { send: sender.send })
    expect(sender.calls).toEqual(['A', 'B'])
    expect(report.retrying).toHaveLength(1)
    const byStatus = (await db.outbox.orderBy('createdAt').toArray()).map((r) => r.status)
    expect(byStatus).toEqual(['sent', 'queued', 'queued'])
  })

  it('treats a sender that throws as a failure that may pass; nothing is lost', async () => {
    const db = database()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    const report = await flushOutbox(db, {
      send: async () => {
        throw new Error('boom')
      },
    })
    expect(report.retrying).toEqual([a.id])
    expect(await db.outbox.get(a.id)).toMatchObject({ status: 'queued', lastError: 'Error: boom' })
  })

  it('two senders sharing the lock (two tabs, or a tab and the worker) never send at once, and send each message once', async () => {
    const tabOne = database()
    const tabTwo = database(tabOne)
    const ids: string[] = []
    for (let i = 0; i < 25; i++) {
      ids.push((await addToOutbox(tabOne, message(`m${i}`), { now: 1000 + i })).id)
    }
    const written = await addToOutbox(tabTwo, message('written now'), { now: 2000 })
    const received: string[] = []
    let inFlight = 0
    let overlapped = false
    const slowSend = async (m: ContactMessage): Promise<SendOutcome> => {
      inFlight += 1
      overlapped ||= inFlight > 1
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4))
      inFlight -= 1
      received.push(m.subject)
      return sent
    }
    const [one, two, answer] = await Promise.all([
      flushOutbox(tabOne, { send: slowSend }),
      flushOutbox(tabTwo, { send: slowSend }),
      // The form's own send, from the second tab, at the same moment.
      sendNow(tabTwo, written.id, { send: slowSend }),
    ])
    expect(overlapped).toBe(false)
    expect(received).toHaveLength(26)
    expect(new Set(received).size).toBe(26)
    expect([...one.sent, ...two.sent].sort()).toEqual([...ids, written.id].sort())
    expect(answer).toEqual(sent)
    expect((await tabTwo.outbox.toArray()).every((r) => r.status === 'sent')).toBe(true)
  })
})

describe('the visitor’s controls', () => {
  it('retries a failed message and discards one that is not being sent', async () => {
    const db = database()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    await settle(db, (await claimNext(db, 1000)) as OutboxRecord, refused, 1100)
    expect(await retryNow(db, a.id, 5000)).toBe(1)
    expect(await db.outbox.get(a.id)).toMatchObject({ status: 'queued', nextAttemptAt: 5000 })
    await claimNext(db, 5000)
    expect(await discard(db, a.id)).toBe(0)
    expect(await retryNow(db, a.id, 5000)).toBe(0)
    await settle(db, (await db.outbox.get(a.id)) as OutboxRecord, refused, 5100)
    expect(await discard(db, a.id)).toBe(1)
    expect(await db.outbox.count()).toBe(0)
  })

  it('knows when the next flush could find work', async () => {
    const db = database()
    expect(await nextWakeUp(db)).toBeUndefined()
    const a = await addToOutbox(db, message('A'), { now: 1000 })
    await db.outbox.update(a.id, { nextAttemptAt: 90_000 })
    expect(await nextWakeUp(db)).toBe(90_000)
    // Being sent: look again at once; the pass waits for the lock, then resends it if cut off.
    const b = await addToOutbox(db, message('B'), { now: 1000 })
    await claim(db, b.id)
    expect(await nextWakeUp(db)).toBe(0)
  })

  it('lists the five newest contact messages', async () => {
    const db = database()
    for (let i = 0; i < 6; i++) await addToOutbox(db, message(`M${i}`), { now: 1000 + i })
    await addToOutbox(db, message('Sign-up'), { now: 2000, kind: 'volunteer-signup' })
    expect((await recentMessages(db)).map((r) => r.message.subject)).toEqual([
      'M5',
      'M4',
      'M3',
      'M2',
      'M1',
    ])
  })

  it('lists the newest messages first and prunes only old sent ones', async () => {
    const db = database()
    const now = KEEP_SENT_MS + 10_000
    const old = await addToOutbox(db, message('old sent'), { now: 1000 })
    await settle(db, (await claimNext(db, 1000)) as OutboxRecord, sent, 1100)
    const oldQueued = await addToOutbox(db, message('old queued'), { now: 2000 })
    const fresh = await addToOutbox(db, message('fresh'), { now: now - 5 })
    expect((await recentMessages(db)).map((r) => r.id)).toEqual([fresh.id, oldQueued.id, old.id])
    expect(await pruneOutbox(db, now)).toBe(1)
    expect(await db.outbox.get(old.id)).toBeUndefined()
    expect(await db.outbox.count()).toBe(2)
  })

  it('keeps only the subject of a message once it is sent', async () => {
    const db = database()
    await addToOutbox(db, message('Volunteering'), { now: 1000 })
    const claimed = (await claimNext(db, 1000)) as OutboxRecord
    await settle(db, claimed, sent, 1100)
    const stored = await db.outbox.get(claimed.id)
    expect(stored?.message).toEqual({
      name: '',
      email: '',
      phone: '',
      subject: 'Volunteering',
      message: '',
    })
  })

  it('keeps failed messages until discarded, but no more than the newest few', async () => {
    const db = database()
    const ids: string[] = []
    for (let i = 0; i < MAX_FAILED_KEPT + 3; i++) {
      const record = await addToOutbox(db, message(`Failed ${i}`), { now: 1000 + i })
      await db.outbox.update(record.id, { status: 'failed', lastError: 'rejected' })
      ids.push(record.id)
    }
    const waiting = await addToOutbox(db, message('Waiting'), { now: 500 })
    expect(await pruneOutbox(db, 10_000)).toBe(3)
    const left = await db.outbox.toArray()
    expect(left.map((r) => r.id).sort()).toEqual([...ids.slice(3), waiting.id].sort())
  })
})

describe('message kinds', () => {
  it('sends a record written without a kind (an older tab) as a contact message', async () => {
    const db = database()
    const { kind: _kind, ...old } = await addToOutbox(db, message('Old tab'), { now: 1000 })
    await db.outbox.put(old as typeof old & { kind: 'contact' })
    const kinds: string[] = []
    await flushOutbox(db, {
      send: async (_m, kind) => {
        kinds.push(kind)
        return { kind: 'sent' }
      },
    })
    expect(kinds).toEqual(['contact'])
    expect(await recentMessages(db)).toHaveLength(1)
  })
})

describe('the language of a message', () => {
  it('is the page’s, stamped when the message is written', async () => {
    const db = new AppDatabase(`outbox-language-${Math.random()}`)
    activateLocale('es', pageCatalog('es'), '')
    try {
      const spanish = await addToOutbox(db, message('Hola'), { now: 1 })
      expect(spanish.message.language).toBe('es')
      expect((await db.outbox.get(spanish.id))?.message.language).toBe('es')
    } finally {
      activateLocale('en', pageCatalog('en'), '')
    }
    const english = await addToOutbox(db, message('Hello'), { now: 2 })
    expect(english.message.language).toBe('en')
    db.close()
  })
})
