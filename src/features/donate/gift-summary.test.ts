import { describe, expect, it } from 'vitest'
import { amountWithFrequency, dedication, giftSummary } from './gift-summary'

describe('gift summary', () => {
  it('says the amount and "monthly" only for a monthly gift', () => {
    expect(amountWithFrequency(4000, 'monthly')).toBe('$40.00 monthly')
    expect(amountWithFrequency(2550, 'once')).toBe('$25.50')
  })

  it('names the dedication', () => {
    expect(dedication('honour', 'Grace')).toBe('in honour of Grace')
    expect(dedication('memory', 'Grace')).toBe('in memory of Grace')
    expect(dedication('none', 'Grace')).toBe('')
    expect(dedication('honour', undefined)).toBe('')
  })

  it('puts them together', () => {
    expect(
      giftSummary({ amount: 40, frequency: 'monthly', tribute: 'honour', tributeName: 'Grace' }),
    ).toBe('$40.00 monthly, in honour of Grace')
    expect(giftSummary({ amount: 19.99, frequency: 'once', tribute: 'none' })).toBe('$19.99')
  })
})
