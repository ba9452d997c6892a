import { describe, expect, it } from 'vitest'
import { testDatabaseFactory } from '../../tests/support/test-database'
import type { AppDatabase } from './database'
import { claimNext, flushOutbox } from './outbox'
import { cancelSignup, listSignups, pruneSignups, saveSignup } from './volunteer-signups'

const database: () => AppDatabase = testDatabaseFactory()

const session = {
  id: 'packing-2026-11-29',
  title: 'Sunday packing session',
  label: 'Sunday 29 November, 3pm to 5pm',
  date: '2026-11-29',
  startTime: '15:00',
  endTime: '17:00',
  place: '214 Orchard Lane, Riverside, CA 92501',
}
const signup = {
  sessions: [session],
  name: 'Ada',
  email: 'ada@example.org',
  phone: '',
  firstTime: true,
  note: '',
}
const mail = (subject: string) => ({ name: 'Ada', email: '', phone: '', subject, message: '' })

describe('volunteer sign-ups', () => {
  it('saves the sign-up and its message together; the message waits, then is sent once', async () => {
    const db = database()
    const saved = await saveSignup(db, signup, mail('Sign-up'), 1000)
    expect((await db.outbox.get(saved.outboxId))?.kind).toBe('volunteer-signup')
    expect((await listSignups(db)).map((v) => v.state)).toEqual(['waiting'])

    const sent: string[] = []
    const send = async (m: { subject: string }, kind: string) => {
      sent.push(`${kind}: ${m.subject}`)
      return { kind: 'sent' } as const
    }
    await flushOutbox(db, { send })
    await flushOutbox(db, { send })
    expect(sent).toEqual(['volunteer-signup: Sign-up'])
    expect((await listSignups(db)).map((v) => v.state)).toEqual(['sent'])
  })

  it('a cancellation of a sent sign-up is a second message of its own kind', async () => {
    const db = database()
    const saved = await saveSignup(db, signup, mail('Sign-up'), 1000)
    await flushOutbox(db, { send: async () => ({ kind: 'sent' }) })
    expect(await cancelSignup(db, saved.id, mail('Cancels'), 3000)).toBe('sending')
    expect(await cancelSignup(db, saved.id, mail('Cancels'), 3001)).toBe('none')
    const [view] = await listSignups(db)
    expect(view?.signup.cancelledAt).toBe(3000)
    expect(view?.cancellation).toBe('waiting')
    const waiting = await db.outbox.where('status').equals('queued').toArray()
    expect(waiting.map((r) => [r.kind, r.message.subject])).toEqual([
      ['signup-cancellation', 'Cancels'],
    ])
  })

  it('cancelling a sign-up still on the device withdraws it: nothing is sent', async () => {
    const db = database()
    const saved = await saveSignup(db, signup, mail('Sign-up'), 1000)
    expect(await cancelSignup(db, saved.id, mail('Cancels'), 2000)).toBe('withdrawn')
    expect(await db.outbox.count()).toBe(0)
    const [view] = await listSignups(db)
    expect(view?.signup.cancelledAt).toBe(2000)
    expect(view?.cancellation).toBeUndefined()
  })

  it('a sign-up being sent right now is cancelled by a message, never silently', async () => {
    const db = database()
    const saved = await saveSignup(db, signup, mail('Sign-up'), 1000)
    await claimNext(db, 1500)
    expect(await cancelSignup(db, saved.id, mail('Cancels'), 2000)).toBe('sending')
  })

  it('forgets sign-ups whose sessions are over and whose messages went out', async () => {
    const db = database()
    await saveSignup(db, signup, mail('Sign-up'), 1000)
    const after = Date.parse('2026-12-05T00:00:00Z')
    expect(await pruneSignups(db, after)).toBe(0)
    await flushOutbox(db, { send: async () => ({ kind: 'sent' }) })
    expect(await pruneSignups(db, Date.parse('2026-11-29T12:00:00Z'))).toBe(0)
    expect(await pruneSignups(db, after)).toBe(1)
    expect(await db.signups.count()).toBe(0)
  })
})
