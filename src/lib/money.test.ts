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

  it('groups large amounts and puts the sign before the dollar sign', () => {
    expect(formatCents(123456789012)).toBe('$1,234,567,890.12')
    expect(formatCents(-5)).toBe('-$0.05')
    expect(formatCents(-123400)).toBe('-$1,234.00')
  })

  it('refuses fractions of a cent, which would mean a float crept into the sums', () => {
    expect(() => formatCents(24.99)).toThrow(RangeError)
  })
})
