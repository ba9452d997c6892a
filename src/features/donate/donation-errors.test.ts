import { afterEach, describe, expect, it } from 'vitest'
import { checkDonation, MAX_NAME_LENGTH } from '../../lib/donation-rules'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { localizeDonationError, localizeDonationErrors } from './donation-errors'

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

const long = 'x'.repeat(MAX_NAME_LENGTH + 1)

/** Inputs that, between them, make the rules give every message they have. */
const badInputs: unknown[] = [
  {},
  { amount: 'abc', name: 7, email: 'nope', frequency: 'weekly', tribute: 'x', ui: 'x' },
  { amount: 0, name: long, email: 'a@example.org' },
  { amount: 100_001, tribute: 'honour', tributeName: '', tributeEmail: 'nope' },
  { amount: 25.555, tribute: 'memory', tributeName: long },
  { amount: 25, name: 'Ana', email: '' },
]

function everyMessage(): string[] {
  const messages = new Set<string>()
  for (const input of badInputs) {
    const check = checkDonation(input)
    if (!check.ok) for (const message of Object.values(check.fields)) messages.add(message)
  }
  return [...messages]
}

describe('the donation rules in the page language', () => {
  it('finds the fifteen messages of the rules', () => {
    expect(everyMessage()).toHaveLength(15)
  })

  it('leaves every message as the rules wrote it on an English page', () => {
    for (const message of everyMessage()) expect(localizeDonationError(message)).toBe(message)
  })

  it('gives every message of the rules in Spanish on a Spanish page', () => {
    activateLocale('es', pageCatalog('es'), '')
    const english = everyMessage()
    const spanish = english.map(localizeDonationError)
    spanish.forEach((text, i) => {
      expect(text, english[i]).not.toBe(english[i])
    })
    expect(localizeDonationError('Enter an amount')).toBe('Escriba una cantidad')
    expect(localizeDonationError(`Your name can be at most ${MAX_NAME_LENGTH} characters`)).toBe(
      `Su nombre puede tener como máximo ${MAX_NAME_LENGTH} caracteres`,
    )
  })

  it('translates each field of a server answer, and shows an unknown message as it came', () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(localizeDonationErrors({ amount: 'Enter an amount', email: 'Something new' })).toEqual({
      amount: 'Escriba una cantidad',
      email: 'Something new',
    })
  })
})
