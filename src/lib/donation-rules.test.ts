import { describe, expect, it } from 'vitest'
import { checkDonation, dollarsToCents } from './donation-rules'

const valid = { amount: 25, name: 'Ada Lovelace', email: 'ada@example.org' }

describe('donation rules', () => {
  it('accepts a sensible donation and trims the text', () => {
    const result = checkDonation({ amount: '19.99', name: '  Ada  ', email: ' ada@example.org ' })
    expect(result).toEqual({
      ok: true,
      donation: {
        amount: 19.99,
        name: 'Ada',
        email: 'ada@example.org',
        frequency: 'once',
        tribute: 'none',
        ui: 'hosted',
        language: 'en',
      },
    })
  })

  it('takes one time (the default) or monthly, and nothing else', () => {
    expect(checkDonation({ ...valid, frequency: 'monthly' })).toMatchObject({
      ok: true,
      donation: { frequency: 'monthly' },
    })
    for (const frequency of ['weekly', 'Monthly', 'MONTHLY', 1, [], {}, true, '']) {
      expect(checkDonation({ ...valid, frequency })).toEqual({
        ok: false,
        fields: { frequency: 'Choose one time or monthly' },
      })
    }
  })

  it('keeps a dedication with its name, and drops the name without one', () => {
    expect(
      checkDonation({
        ...valid,
        tribute: 'memory',
        tributeName: '  Grace Hopper ',
        tributeEmail: ' kin@example.org ',
      }),
    ).toMatchObject({
      ok: true,
      donation: { tribute: 'memory', tributeName: 'Grace Hopper', tributeEmail: 'kin@example.org' },
    })
    const plain = checkDonation({ ...valid, tributeName: 'Grace', tributeEmail: 'not an address' })
    expect(plain.ok && plain.donation).not.toHaveProperty('tributeName')
    expect(plain.ok && plain.donation).not.toHaveProperty('tributeEmail')
    const noEmail = checkDonation({
      ...valid,
      tribute: 'honour',
      tributeName: 'G',
      tributeEmail: '',
    })
    expect(noEmail.ok && noEmail.donation.tributeEmail).toBeUndefined()
  })

  it.each([
    [{ tribute: 'honor' }, 'tribute', 'Choose in honour of, in memory of, or neither'],
    [{ tribute: 3 }, 'tribute', 'Choose in honour of, in memory of, or neither'],
    [{ tribute: 'honour' }, 'tributeName', 'Enter the name of the person this gift is for'],
    [
      { tribute: 'memory', tributeName: '   ' },
      'tributeName',
      'Enter the name of the person this gift is for',
    ],
    [
      { tribute: 'honour', tributeName: ['G'] },
      'tributeName',
      'Enter the name of the person this gift is for',
    ],
    [
      { tribute: 'honour', tributeName: 'x'.repeat(101) },
      'tributeName',
      'The name can be at most 100 characters',
    ],
    [
      { tribute: 'honour', tributeName: 'G', tributeEmail: 'kin@' },
      'tributeEmail',
      'Enter a valid e-mail address to notify, like name@example.org',
    ],
    [
      { tribute: 'honour', tributeName: 'G', tributeEmail: 5 },
      'tributeEmail',
      'Enter a valid e-mail address to notify, like name@example.org',
    ],
    [{ ui: 'iframe' }, 'ui', 'Choose the embedded or the hosted checkout'],
  ])('refuses %o with a message on %s', (extra, field, message) => {
    expect(checkDonation({ ...valid, ...extra })).toEqual({
      ok: false,
      fields: { [field]: message },
    })
  })

  it.each([
    [1, true],
    [100_000, true],
    [1.29, true],
    ['10.10', true],
    [0, false],
    [-5, false],
    [0.99, false],
    [100_000.01, false],
    [10.123, false],
    [1.005, false],
    ['ten', false],
    ['', false],
    [null, false],
    [true, false],
    [[25], false],
    ['0x1A', false],
    ['1e3', false],
    [' 25 ', true],
    [{ valueOf: 25 }, false],
  ])('amount %s is accepted: %s', (amount, accepted) => {
    expect(checkDonation({ ...valid, amount }).ok).toBe(accepted)
  })

  it('names each field that is wrong, once, in words a donor understands', () => {
    const result = checkDonation({ amount: 10.123, name: '', email: 'not-an-address' })
    expect(result).toEqual({
      ok: false,
      fields: {
        amount: 'Use at most two decimals (cents)',
        name: 'Enter your full name',
        email: 'Enter a valid e-mail address, like name@example.org',
      },
    })
  })

  it('treats a body that is not an object as missing every field', () => {
    for (const body of [null, [], 'amount=5', 42]) {
      const result = checkDonation(body)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual(['amount', 'email', 'name'])
    }
  })

  it('reads own fields only, and refuses fields of the wrong JSON type with a field error', () => {
    const inherited = Object.create({ amount: 5, name: 'Ada', email: 'ada@example.org' })
    expect(checkDonation(inherited)).toEqual({
      ok: false,
      fields: {
        amount: 'Enter an amount',
        name: 'Enter your full name',
        email: 'Enter your e-mail address',
      },
    })
    expect(checkDonation({ ...valid, name: { first: 'Ada' }, email: ['ada@example.org'] })).toEqual(
      {
        ok: false,
        fields: {
          name: 'Enter your full name',
          email: 'Enter a valid e-mail address, like name@example.org',
        },
      },
    )
  })

  it('refuses an address without a dotted domain, as every other form does', () => {
    expect(checkDonation({ ...valid, email: 'a@b' }).ok).toBe(false)
  })

  it('limits the name to 100 characters', () => {
    expect(checkDonation({ ...valid, name: 'a'.repeat(100) }).ok).toBe(true)
    expect(checkDonation({ ...valid, name: 'a'.repeat(101) })).toEqual({
      ok: false,
      fields: { name: 'Your name can be at most 100 characters' },
    })
  })

  it('converts dollars to whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999)
    expect(dollarsToCents(0.29)).toBe(29)
    expect(dollarsToCents(100_000)).toBe(10_000_000)
  })
})
