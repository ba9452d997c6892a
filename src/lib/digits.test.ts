import { describe, expect, it } from 'vitest'
import { groupDigits } from './digits'

describe('groupDigits', () => {
  it('matches Intl en-US whole-number formatting', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    for (const value of [0, 7, 999, 1000, 12345.4, 12345.5, 999999.6, 1234567890, -12345.5]) {
      expect(groupDigits(value), String(value)).toBe(intl.format(value))
    }
  })
})
