import { describe, expect, it } from 'vitest'
import { formatCents } from '../../lib/money'
import { lineTotalCents, summarise } from './totals'

describe('summarise', () => {
  it('counts lines (not items) and sums price times quantity in whole cents', () => {
    const summary = summarise([
      { priceCents: 2499, qty: 3 },
      { priceCents: 1999, qty: 1 },
      { priceCents: 10, qty: 99 },
    ])
    expect(summary).toEqual({
      productCount: 3,
      subCents: 7497 + 1999 + 990,
      totalCents: 7497 + 1999 + 990,
    })
    expect(formatCents(summary.totalCents)).toBe('$104.86')
  })

  it('stays exact where floating-point dollars would drift', () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is 30.
    const summary = summarise([
      { priceCents: 10, qty: 1 },
      { priceCents: 20, qty: 1 },
    ])
    expect(summary.totalCents).toBe(30)
    expect(formatCents(summary.totalCents)).toBe('$0.30')
  })

  it('is all zero for an empty cart', () => {
    expect(summarise([])).toMatchObject({ productCount: 0, subCents: 0, totalCents: 0 })
  })
})

describe('lineTotalCents', () => {
  it('is unit price times quantity', () => {
    expect(lineTotalCents({ priceCents: 1299, qty: 4 })).toBe(5196)
  })
})
