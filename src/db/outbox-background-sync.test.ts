import { describe, expect, it, vi } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import type { EmailMessage as ContactMessage } from '../lib/send-email'
import type { AppDatabase } from './database'
import { addToOutbox } from './outbox'
import { flushOutboxInWorker } from './outbox-background-sync'

const database: () => AppDatabase = testDatabaseFactory()

function message(subject: string): ContactMessage {
  return { name: 'Maya', email: 'maya@example.org', phone: '5550147', subject, message: 'Hi' }
}

describe('the service worker flush', () => {
  it('the worker flush asks the browser to sync again while messages wait', async () => {
    const db = database()
    await addToOutbox(db, message('A'), { now: 1000 })
    const settings = {
      apiUrl: 'http://127.0.0.1:9',
      serviceId: 's',
      templateId: 't',
      publicKey: 'k',
    }
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    await expect(flushOutboxInWorker(db, settings)).rejects.toThrow(/will be retried/)
    // On the browser's last try it settles quietly; the message stays queued, never dropped.
    await expect(flushOutboxInWorker(db, settings, { lastChance: true })).resolves.toBeUndefined()
    expect((await db.outbox.toArray()).map((r) => r.status)).toEqual(['queued'])
    vi.stubGlobal('fetch', async () => new Response('OK', { status: 200 }))
    await flushOutboxInWorker(db, settings)
    expect((await db.outbox.toArray()).map((r) => r.status)).toEqual(['sent'])
  })
})
