import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  billingSchema,
  cardSchema,
  emptyBilling,
  emptyCard,
  isDemoUser,
  isValidCardNumber,
  isValidExpiry,
  passesLuhn,
} from './checkout-schema'

afterEach(() => {
  vi.useRealTimers()
})

/** The device clock stands on `date`. */
function today(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(date)
}

const goodAddress = {
  fname: 'Ada',
  lname: 'Lovelace',
  country: 'United States',
  district: 'Oregon',
  address: '12 Orchard Lane',
  postCode: '97201',
  email: 'ada@example.org',
  phone: '+1 (503) 555-0142',
}

const goodCard = {
  email: 'user@example.com',
  password: 'anything',
  cardHolder: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  cvv: '123',
  expiry: '12/30',
  remember: false,
}

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false })
    return []
  } catch (error) {
    return [...new Set((error as { inner: { path: string }[] }).inner.map((issue) => issue.path))]
  }
}

describe('billingSchema', () => {
  it('requires every billing field but the note', async () => {
    expect((await errorsOf(billingSchema, emptyBilling)).sort()).toEqual(
      ['address', 'country', 'district', 'email', 'fname', 'lname', 'phone', 'postCode'].sort(),
    )
  })

  it('accepts a complete billing address without a shipping one', async () => {
    expect(await errorsOf(billingSchema, { ...emptyBilling, ...goodAddress })).toEqual([])
  })

  it('checks the shipping block only when shipping to a different address', async () => {
    const value = { ...emptyBilling, ...goodAddress, shipToDifferent: true }
    expect(await errorsOf(billingSchema, value)).toContain('shipping.fname')
    expect(
      await errorsOf(billingSchema, { ...value, shipping: { ...goodAddress, email: 'x' } }),
    ).toEqual(['shipping.email'])
  })

  it('refuses a bad e-mail and a bad phone number', async () => {
    const issues = await errorsOf(billingSchema, {
      ...emptyBilling,
      ...goodAddress,
      email: 'not-an-email',
      phone: 'call me',
    })
    expect(issues.sort()).toEqual(['email', 'phone'])
  })
})

describe('card checks', () => {
  it('Luhn accepts real test numbers and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
  })

  it('card numbers may carry spaces or dashes, but nothing else', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true)
    expect(isValidCardNumber('4242a4242 4242 4242')).toBe(false)
    expect(isValidCardNumber('42')).toBe(false)
  })

  it('expiry must be MM/YY for a month not yet over', () => {
    today(new Date(2026, 5, 15)) // June 2026
    expect(isValidExpiry('06/26')).toBe(true)
    expect(isValidExpiry('05/26')).toBe(false)
    expect(isValidExpiry('13/30')).toBe(false)
    expect(isValidExpiry('01/2031')).toBe(true)
    expect(isValidExpiry('1/30')).toBe(false)
  })

  it('the card form needs every field valid', async () => {
    today(new Date(2026, 0, 1))
    const schema = cardSchema()
    expect(await errorsOf(schema, goodCard)).toEqual([])
    expect((await errorsOf(schema, emptyCard)).sort()).toEqual(
      ['cardHolder', 'cardNumber', 'cvv', 'email', 'expiry', 'password'].sort(),
    )
    expect(await errorsOf(schema, { ...goodCard, cvv: '12' })).toEqual(['cvv'])
  })

  it('knows the demo account by an e-mail starting with "user"', () => {
    expect(isDemoUser('user@example.com')).toBe(true)
    expect(isDemoUser('User.two@example.com')).toBe(true)
    expect(isDemoUser('someone@example.com')).toBe(false)
    expect(isDemoUser('a.user@example.com')).toBe(false)
  })
})
