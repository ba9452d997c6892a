import { describe, expect, it } from 'vitest'
import { emptySignup, signupMessage, signupMessages, signupSchema } from './signup-schema'
import { cancellationMessage } from './team-messages'

const sessions = [
  { id: 'a', label: 'Sunday 29 November, 3pm to 5pm', place: '214 Orchard Lane' },
  { id: 'b', label: 'Sunday 6 December, 3pm to 5pm', place: '214 Orchard Lane' },
]

async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await signupSchema.validate({ ...emptySignup, ...values }, { abortEarly: false })
    return {}
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((e) => [e.path.replace(/\[.*$/, ''), e.message]))
  }
}

describe('the sign-up rules', () => {
  it('needs a name, e-mail or phone (at least one) and a session', async () => {
    expect(await errorsOf({})).toEqual({
      name: signupMessages.nameRequired(),
      email: signupMessages.contactRequired(),
      sessions: signupMessages.sessionsRequired(),
    })
    expect(await errorsOf({ name: 'Ada', phone: '951 555 0147', sessions: ['a'] })).toEqual({})
    expect(await errorsOf({ name: 'Ada', email: 'ada@example.org', sessions: ['a'] })).toEqual({})
  })

  it('checks the e-mail and phone when given', async () => {
    expect(await errorsOf({ name: 'Ada', email: 'not-an-address', sessions: ['a'] })).toEqual({
      email: signupMessages.emailInvalid(),
    })
    expect(await errorsOf({ name: 'Ada', phone: '12', sessions: ['a'] })).toEqual({
      phone: signupMessages.phoneInvalid(),
    })
  })
})

describe('the message the team receives', () => {
  it('names the volunteer, the sessions and whether it is their first time, trimmed', () => {
    const message = signupMessage(
      {
        ...emptySignup,
        name: '  Ada Lovelace ',
        email: ' ada@example.org ',
        sessions: ['a', 'b'],
        firstTime: true,
        note: ' I can drive ',
      },
      sessions,
    )
    expect(message).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '',
      subject: 'Volunteer sign-up: Sunday 29 November, 3pm to 5pm and 1 more',
      message: [
        'Ada Lovelace signs up to pack on:',
        '- Sunday 29 November, 3pm to 5pm, at 214 Orchard Lane',
        '- Sunday 6 December, 3pm to 5pm, at 214 Orchard Lane',
        '',
        'First time volunteering with us.',
        'Note: I can drive',
      ].join('\n'),
    })
  })

  it('says which sessions a cancellation is for', () => {
    const message = cancellationMessage({ name: 'Ada', email: 'a@b.org', phone: '' }, [
      sessions[0] as (typeof sessions)[0],
    ])
    expect(message.subject).toBe('Volunteer cancels: Sunday 29 November, 3pm to 5pm')
    expect(message.message).toContain('Ada can no longer come to:')
  })
})
