import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { correctionSubjectByLocale } from '../../lib/get-help-page'
import {
  type ContactMessage,
  cleanContactMessage,
  contactMessages,
  contactSchema,
  MESSAGE_MAX_LENGTH,
} from './contact-schema'
import { parseSubjectParam } from './subject-param'

const valid: ContactMessage = {
  name: 'Maya Thompson',
  email: 'maya@example.org',
  phone: '+1 (951) 555-0147',
  subject: 'Volunteering on Sundays',
  message: 'Hello, can I help pack boxes?',
}

/** Every message yup gives for `values`, keyed by field. */
function errorsFor(
  values: Partial<Record<keyof ContactMessage, unknown>>,
): Record<string, string[]> {
  try {
    contactSchema.validateSync({ ...valid, ...values }, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const byField: Record<string, string[]> = {}
    for (const inner of error.inner) {
      const key = inner.path ?? ''
      byField[key] = [...(byField[key] ?? []), ...inner.errors]
    }
    return byField
  }
}

describe('contact schema', () => {
  it('accepts a complete, valid message', () => {
    expect(errorsFor({})).toEqual({})
  })

  it.each([
    ['name', contactMessages.nameRequired()],
    ['email', contactMessages.emailRequired()],
    ['phone', contactMessages.phoneRequired()],
    ['subject', contactMessages.subjectRequired()],
    ['message', contactMessages.messageRequired()],
  ] as const)('requires %s', (field, message) => {
    expect(errorsFor({ [field]: '' })[field]).toEqual([message])
    expect(errorsFor({ [field]: undefined })[field]).toEqual([message])
    expect(errorsFor({ [field]: '   ' })[field]).toEqual([message])
  })

  it.each(['name', 'subject'] as const)('%s takes letters and spaces only', (field) => {
    const message =
      field === 'name' ? contactMessages.nameLetters() : contactMessages.subjectLetters()
    for (const ok of ['Maya', 'Maya Thompson', 'José Ñúñez', 'Zoë  Brontë']) {
      expect(errorsFor({ [field]: ok })[field]).toBeUndefined()
    }
    for (const bad of ['Maya2', "O'Brien", 'Anne-Marie', 'Hi!', 'a_b', 'x@y']) {
      expect(errorsFor({ [field]: bad })[field]).toEqual([message])
    }
  })

  it('checks the email address', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org']) {
      expect(errorsFor({ email: ok }).email).toBeUndefined()
    }
    for (const bad of ['maya', 'maya@', '@example.org', 'maya@example', 'ma ya@example.org']) {
      expect(errorsFor({ email: bad }).email).toEqual([contactMessages.emailInvalid()])
    }
  })

  it('takes a phone of 7 to 15 digits with spaces, +, - and parentheses', () => {
    for (const ok of ['5550147', '+1 (951) 555-0147', '+44 20 7946 0958', '123456789012345']) {
      expect(errorsFor({ phone: ok }).phone).toBeUndefined()
    }
    for (const bad of ['555014', '1234567890123456', '555-CALL-NOW', '555.014.7890', '#5550147']) {
      expect(errorsFor({ phone: bad }).phone).toEqual([contactMessages.phoneInvalid()])
    }
  })

  it(`limits the message to ${MESSAGE_MAX_LENGTH} characters`, () => {
    expect(errorsFor({ message: 'x'.repeat(MESSAGE_MAX_LENGTH) }).message).toBeUndefined()
    expect(errorsFor({ message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }).message).toEqual([
      contactMessages.messageTooLong(),
    ])
  })

  it('reads the exact messages the form shows', () => {
    const shown = Object.fromEntries(
      Object.entries(contactMessages).map(([key, message]) => [key, message()]),
    )
    expect(shown).toEqual({
      nameRequired: 'The name field is required',
      nameLetters: 'The name may only contain letters and spaces',
      emailRequired: 'The email field is required',
      emailInvalid: 'The email must be a valid email address',
      phoneRequired: 'The phone field is required',
      phoneInvalid: 'The phone must be a valid phone number (7 to 15 digits)',
      subjectRequired: 'The subject field is required',
      subjectLetters: 'The subject may only contain letters and spaces',
      messageRequired: 'The message field is required',
      messageTooLong: 'The message may be at most 5000 characters',
    })
  })

  it('trims what it stores and drops anything else', () => {
    const cleaned = cleanContactMessage({
      ...valid,
      name: '  Maya  ',
      website: 'spam',
    } as ContactMessage)
    expect(cleaned).toEqual({ ...valid, name: 'Maya' })
  })
})

describe('subject from the address', () => {
  it('takes a short string, trimmed, and nothing else', () => {
    expect(parseSubjectParam('  Correction to the page ')).toBe('Correction to the page')
    expect(parseSubjectParam('')).toBeUndefined()
    expect(parseSubjectParam('   ')).toBeUndefined()
    expect(parseSubjectParam(42)).toBeUndefined()
    expect(parseSubjectParam(['a'])).toBeUndefined()
    expect(parseSubjectParam('x'.repeat(101))).toBeUndefined()
  })

  it.each(Object.entries(correctionSubjectByLocale))(
    'the Get help page fills in a subject the form accepts (letters and spaces only): %s',
    (_language, subject) => {
      expect(errorsFor({ subject })).toEqual({})
    },
  )
})

describe('in Spanish', () => {
  it('says what is wrong in the page’s language', async () => {
    const { activateLocale } = await import('../../lib/i18n/translate')
    const { pageCatalog } = await import('../../lib/i18n/page-catalog')
    activateLocale('es', pageCatalog('es'), '')
    try {
      const errors = await contactSchema
        .validate(
          { name: '', email: 'x', phone: '1', subject: '', message: '' },
          { abortEarly: false },
        )
        .catch((error: { errors: string[] }) => error.errors)
      expect(errors).toContain('Escriba su nombre')
      expect(errors).toContain('Escriba un correo electrónico válido')
    } finally {
      activateLocale('en', pageCatalog('en'), '')
    }
  })
})
