import { afterEach, describe, expect, it } from 'vitest'
import { es } from '../../lib/i18n/catalogs/es'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { emailField } from './email-field'

const INVALID = 'Please enter a valid email address.'
const REQUIRED = 'Please enter an email address.'

afterEach(() => activateLocale('en', pageCatalog('en'), ''))

describe('emailField', () => {
  const field = emailField('shop.error.emailAddress')
  it('accepts ordinary addresses', () => {
    for (const ok of ['ada@example.org', ' user@example.com ', 'a.b+c@mail.co.uk']) {
      expect(field.isValidSync(ok)).toBe(true)
    }
  })
  it('refuses an address without a dotted domain, or no address', () => {
    expect(() => field.validateSync('ada@example')).toThrow(INVALID)
    expect(() => field.validateSync('not-an-email')).toThrow(INVALID)
    expect(() => field.validateSync('')).toThrow(REQUIRED)
  })
  it('says so in the language of the page it is shown on, though built before', () => {
    activateLocale('es', pageCatalog('es'), '')
    expect(() => field.validateSync('ada@example')).toThrow(es['shop.error.emailInvalid'])
    expect(() => field.validateSync('')).toThrow(es['shop.error.emailAddress'])
  })
})
