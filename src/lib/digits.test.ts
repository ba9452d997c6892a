import { describe, expect, it } from 'vitest'
import { groupDigits } from './digits'

describe('groupDigits', () => {
  it('rounds halves away from zero and groups in threes, as US English writes whole numbers', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [7, '7'],
      [999, '999'],
      [1000, '1,000'],
      [12345.4, '12,345'],
      [12345.5, '12,346'],
      [999999.6, '1,000,000'],
      [1234567890, '1,234,567,890'],
      [-12345.5, '-12,346'],
      [-0.4, '0'],
    ]
    for (const [value, text] of cases) expect(groupDigits(value), String(value)).toBe(text)
  })
})
