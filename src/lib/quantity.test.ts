import { describe, expect, it } from 'vitest'
import { isValidQuantity, parseQuantity } from './quantity'

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 99, with surrounding spaces', () => {
    expect(parseQuantity('1')).toBe(1)
    expect(parseQuantity(' 42 ')).toBe(42)
    expect(parseQuantity('99')).toBe(99)
    expect(parseQuantity('007')).toBe(7)
  })

  it.each(['0', '100', '-1', '2.5', '1e1', '', '  ', 'abc', '3 4', '0x10', '+3'])(
    'refuses %j',
    (typed) => {
      expect(parseQuantity(typed)).toBeNull()
    },
  )
})

describe('isValidQuantity', () => {
  it('holds only for integers 1..99', () => {
    expect([1, 50, 99].every(isValidQuantity)).toBe(true)
    expect([0, 100, 1.5, Number.NaN, -3].some(isValidQuantity)).toBe(false)
  })
})
