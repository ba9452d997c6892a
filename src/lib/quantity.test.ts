import { describe, expect, it } from 'vitest'
import { isValidQuantity, parseQuantity, QUANTITY_MESSAGE } from './quantity'

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 99, with surrounding spaces', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, qty: 1 })
    expect(parseQuantity(' 42 ')).toEqual({ ok: true, qty: 42 })
    expect(parseQuantity('99')).toEqual({ ok: true, qty: 99 })
    expect(parseQuantity('007')).toEqual({ ok: true, qty: 7 })
  })

  it.each(['0', '100', '-1', '2.5', '1e1', '', '  ', 'abc', '3 4', '0x10', '+3'])(
    'refuses %j with the range message',
    (typed) => {
      expect(parseQuantity(typed)).toEqual({ ok: false, message: QUANTITY_MESSAGE })
    },
  )
})

describe('isValidQuantity', () => {
  it('holds only for integers 1..99', () => {
    expect([1, 50, 99].every(isValidQuantity)).toBe(true)
    expect([0, 100, 1.5, Number.NaN, -3].some(isValidQuantity)).toBe(false)
  })
})
