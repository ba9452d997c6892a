import { describe, expect, it } from 'vitest'
import { emailSchema, isEmailAddress, optionalEmailSchema } from './email-address'

describe('the one e-mail rule', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['ada@example.org', 'a@b.co', 'first.last+tag@sub.example.org']) {
      expect(isEmailAddress(ok)).toBe(true)
    }
  })

  it('refuses addresses without a dotted domain, or malformed ones', () => {
    for (const bad of ['a@b', 'maya', 'maya@', '@example.org', 'ma ya@example.org', 'a@b.c']) {
      expect(isEmailAddress(bad)).toBe(false)
    }
    expect(isEmailAddress(`${'a'.repeat(250)}@b.org`)).toBe(false)
  })

  it('gives each form its own messages, trims, and refuses non-strings', () => {
    const field = emailSchema('Bad.', 'Required.')
    expect(field.validateSync('  ada@example.org ')).toBe('ada@example.org')
    expect(() => field.validateSync('')).toThrow('Required.')
    expect(() => field.validateSync('a@b')).toThrow('Bad.')
    expect(() => field.validateSync({})).toThrow('Bad.')
    expect(optionalEmailSchema('Bad.').validateSync('')).toBe('')
  })
})
