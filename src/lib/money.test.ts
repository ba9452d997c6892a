import { describe, expect, it } from 'vitest'
import { formatCents } from './money'

describe('formatCents', () => {
  it('formats whole cents as dollars with grouping and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(2499)).toBe('$24.99')
    expect(formatCents(123400)).toBe('$1,234.00')
    expect(formatCents(300000)).toBe('$3,000.00')
  })

  it('matches Intl en-US currency formatting across magnitudes and signs', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    for (const cents of [
      1, 99, 100, 1001, 99999, 100000, 1234567, 100000000, 123456789012, -5, -123400,
    ]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100))
    }
  })

  it('refuses fractions of a cent, which would mean a float crept into the sums', () => {
    expect(() => formatCents(24.99)).toThrow(RangeError)
  })
})
