import { describe, expect, it } from 'vitest'
import { type AssertionResult, urlsToRemeasure } from './lighthouse-remeasure'

const home = 'http://127.0.0.1:4000/'
const impact = 'http://127.0.0.1:4000/impact'

const performance = (url: string, passed: boolean): AssertionResult => ({
  url,
  auditId: 'categories',
  auditProperty: 'performance',
  level: 'error',
  passed,
})
const accessibility = (url: string, passed: boolean): AssertionResult => ({
  url,
  auditId: 'categories',
  auditProperty: 'accessibility',
  level: 'error',
  passed,
})

describe('which Lighthouse failures are measured again', () => {
  it('reads the entries `lhci assert` writes (this one copied from a real run)', () => {
    const written = {
      name: 'minScore',
      expected: 0.995,
      actual: 0.96,
      values: [0.96],
      operator: '>=',
      passed: false,
      auditProperty: 'performance',
      auditId: 'categories',
      level: 'error',
      url: 'http://127.0.0.1:36489/',
    }
    expect(urlsToRemeasure([written])).toEqual(['http://127.0.0.1:36489/'])
  })

  it('none when every assertion passed', () => {
    expect(urlsToRemeasure([performance(home, true), accessibility(home, true)])).toEqual([])
  })

  it('the URLs whose performance score failed, once each', () => {
    expect(
      urlsToRemeasure([
        performance(home, false),
        performance(home, false),
        performance(impact, true),
        accessibility(impact, true),
      ]),
    ).toEqual([home])
  })

  it('nothing when anything other than the performance score failed: more runs cannot fix it', () => {
    expect(urlsToRemeasure([performance(home, false), accessibility(impact, false)])).toBe(
      undefined,
    )
    const scriptBudget: AssertionResult = {
      url: home,
      auditId: 'resource-summary',
      auditProperty: 'script.size',
      level: 'error',
      passed: false,
    }
    expect(urlsToRemeasure([scriptBudget])).toBe(undefined)
  })

  it('the paint timings are measured again too, and layout shift is not', () => {
    const paint = (auditId: string, url: string): AssertionResult => ({
      url,
      auditId,
      level: 'error',
      passed: false,
    })
    expect(
      urlsToRemeasure([
        paint('largest-contentful-paint', home),
        paint('first-contentful-paint', impact),
      ]),
    ).toEqual([home, impact])
    expect(
      urlsToRemeasure([
        paint('largest-contentful-paint', home),
        paint('cumulative-layout-shift', impact),
      ]),
    ).toBe(undefined)
  })

  it('ignores warnings, which do not fail the run', () => {
    expect(urlsToRemeasure([{ ...performance(home, false), level: 'warn' }])).toEqual([])
  })
})
