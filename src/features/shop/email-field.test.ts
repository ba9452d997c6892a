import { describe, expect, it } from 'vitest'
import { EMAIL_MESSAGE, emailField } from './email-field'

describe('emailField', () => {
  const field = emailField('Required.')
  it('accepts ordinary addresses', () => {
    for (const ok of ['ada@example.org', ' user@example.com ', 'a.b+c@mail.co.uk']) {
      expect(field.isValidSync(ok)).toBe(true)
    }
  })
  it('refuses an address without a dotted domain, or no address', () => {
    expect(() => field.validateSync('ada@example')).toThrow(EMAIL_MESSAGE)
    expect(() => field.validateSync('not-an-email')).toThrow(EMAIL_MESSAGE)
    expect(() => field.validateSync('')).toThrow('Required.')
  })
})
