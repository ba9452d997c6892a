import { describe, expect, it } from 'vitest'
import { countUpValue } from './count-up'

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countUpValue(2500, 0, 2000)).toBe(0)
    expect(countUpValue(2500, 2000, 2000)).toBe(2500)
    expect(countUpValue(2500, 5000, 2000)).toBe(2500)
    expect(countUpValue(45, -10, 2000)).toBe(0)
  })

  it('climbs in whole numbers, never down and never past the target', () => {
    let previous = 0
    for (let ms = 0; ms <= 2000; ms += 16) {
      const value = countUpValue(2515, ms, 2000)
      expect(Number.isInteger(value)).toBe(true)
      expect(value).toBeGreaterThanOrEqual(previous)
      expect(value).toBeLessThanOrEqual(2515)
      previous = value
    }
  })

  it('eases out: more than half way at the half-time mark, not yet done just before the end', () => {
    expect(countUpValue(1000, 1000, 2000)).toBe(875)
    expect(countUpValue(1000, 1900, 2000)).toBeLessThan(1000)
    expect(countUpValue(1000, 1900, 2000)).toBeGreaterThan(990)
  })

  it('shows the target at once when there is no time to count', () => {
    expect(countUpValue(25, 0, 0)).toBe(25)
  })

  it('treats a zero, negative or missing target as 0', () => {
    expect(countUpValue(0, 500, 2000)).toBe(0)
    expect(countUpValue(-5, 500, 2000)).toBe(0)
    expect(countUpValue(Number.NaN, 500, 2000)).toBe(0)
  })
})
