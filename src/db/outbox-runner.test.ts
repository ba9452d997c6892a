// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EmailMessage as ContactMessage } from '../lib/send-email'
import { AppDatabase, type OutboxRecord } from './database'
import { addToOutbox, flushOutbox } from './outbox'
import { OUTBOX_SYNC_TAG } from './outbox-background-sync'
import { createOutboxRunner, type RunnerDeps } from './outbox-runner'

const settings = {
  apiUrl: 'http://127.0.0.1:9',
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
}

let counter = 0
const cleanups: (() => void | Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  // vitest puts globals back only before the next test: the next file in this worker would
  // import its modules (react-dom reads navigator.userAgent) with the stand-in navigator.
  vi.unstubAllGlobals()
})

function message(subject: string): ContactMessage {
  return { name: 'Maya', email: 'maya@example.org', phone: '5550147', subject, message: 'Hi' }
}

/** A runner on its own database, with a fake e-mail service that records every subject. */
function setup(overrides: Partial<RunnerDeps> = {}) {
  const db = new AppDatabase(`runner-test-${++counter}`)
  cleanups.push(async () => {
    await db.delete()
  })
  const received: string[] = []
  let answer = (): Response => new Response('OK', { status: 200 })
  const fetchFn: typeof fetch = async (_url, init) => {
    received.push(
      (JSON.parse(String(init?.body)) as { template_params: ContactMessage }).template_params
        .subject,
    )
    return answer()
  }
  vi.stubGlobal('fetch', fetchFn)
  // The browser as the runner reads it: whether it is online, and the service worker's
  // Background Sync (which happy-dom lacks). The Web Locks stand-in stays.
  const requestSync = vi.fn(async (_tag: string) => undefined)
  let online = true
  vi.stubGlobal('navigator', {
    locks: navigator.locks,
    get onLine() {
      return online
    },
    serviceWorker: { getRegistration: async () => ({ sync: { register: requestSync } }) },
  })
  const runner = createOutboxRunner({ settings, getDb: async () => db, ...overrides })
  // Runs before the database is deleted (cleanups run newest first).
  cleanups.push(() => runner.stop())
  return {
    db,
    runner,
    received,
    requestSync,
    answerWith: (next: () => Response) => {
      answer = next
    },
    setOnline: (value: boolean) => {
      online = value
    },
  }
}

function statuses(db: AppDatabase): Promise<string[]> {
  return db.outbox
    .orderBy('createdAt')
    .toArray()
    .then((rs) => rs.map((r) => r.status))
}

describe('outbox runner', () => {
  it('does nothing and queues nothing when sending is not configured', async () => {
    const { runner, db } = setup({ settings: null })
    expect(await runner.submit(message('A'))).toEqual({ kind: 'not-configured' })
    expect(await db.outbox.count()).toBe(0)
  })

  it('offline at submit: writes the message queued and asks for Background Sync', async () => {
    const { runner, db, received, requestSync, setOnline } = setup()
    setOnline(false)
    expect(await runner.submit(message('A'))).toEqual({ kind: 'offline' })
    expect(await statuses(db)).toEqual(['queued'])
    expect(received).toEqual([])
    await vi.waitFor(() => expect(requestSync).toHaveBeenCalledTimes(1))
    expect(requestSync).toHaveBeenCalledWith(OUTBOX_SYNC_TAG)
  })

  it('a network error at submit keeps the message and reads as offline', async () => {
    const { runner, db, answerWith } = setup()
    answerWith(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(await runner.submit(message('A'))).toEqual({ kind: 'offline' })
    expect(await statuses(db)).toEqual(['queued'])
  })

  it('flushes at start-up and on `online`, where the backoff is waived', async () => {
    const { runner, db, received } = setup()
    await addToOutbox(db, message('waiting'), { now: Date.now() })
    const later = await addToOutbox(db, message('backing off'), { now: Date.now() + 1 })
    await db.outbox.update(later.id, { nextAttemptAt: Date.now() + 60_000 })
    runner.start()
    runner.start() // a second start must not double the triggers
    await vi.waitFor(() => expect(received).toEqual(['waiting']))
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(received).toEqual(['waiting', 'backing off']))
    window.dispatchEvent(new Event('online'))
    await runner.flush()
    expect(received).toHaveLength(2)
  })

  it('flushes when the tab becomes visible again', async () => {
    const { runner, db, received, setOnline } = setup()
    setOnline(false)
    runner.start()
    await runner.submit(message('A'))
    setOnline(true)
    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(received).toEqual(['A']))
    expect(await statuses(db)).toEqual(['sent'])
  })

  it('tries again by itself when a backoff ends', async () => {
    const { runner, db, received, answerWith } = setup()
    answerWith(() => new Response('down', { status: 503 }))
    expect(await runner.submit(message('A'))).toMatchObject({ kind: 'queued' })
    await db.outbox.toCollection().modify({ nextAttemptAt: Date.now() + 200 })
    answerWith(() => new Response('OK', { status: 200 }))
    await runner.flush() // nothing due yet: schedules the wake-up
    expect(received).toEqual(['A'])
    await vi.waitFor(() => expect(received).toEqual(['A', 'A']), { timeout: 3000 })
    await vi.waitFor(async () => expect(await statuses(db)).toEqual(['sent']))
  })

  it('reports messages that finally went out, but not one the form already answered', async () => {
    const { runner, db, setOnline } = setup()
    const delivered: OutboxRecord[] = []
    cleanups.push(runner.watchDeliveries((record) => delivered.push(record)))
    await runner.submit(message('answered in the form'))
    await runner.flush() // the flush a submit starts for what waited behind it
    setOnline(false)
    await runner.submit(message('saved offline'))
    await vi.waitFor(async () => expect(await statuses(db)).toEqual(['sent', 'queued']))
    // Another tab, or the service worker, sends it.
    await flushOutbox(db, {
      send: async () => ({ kind: 'sent' }),
      ignoreBackoff: true,
    })
    await vi.waitFor(() =>
      expect(delivered.map((r) => r.message.subject)).toEqual(['saved offline']),
    )
  })

  it('lists the latest messages live', async () => {
    const { runner, db } = setup()
    const seen: string[][] = []
    cleanups.push(runner.watchRecent((records) => seen.push(records.map((r) => r.status))))
    await addToOutbox(db, message('A'), { now: Date.now() })
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['queued']))
    await runner.flush()
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['sent']))
  })
})
