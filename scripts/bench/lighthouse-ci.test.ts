import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type AssertionResult, lighthouseMedians, median, urlsToRemeasure } from './lighthouse-ci'

describe('median', () => {
  it('is the middle value of an odd count', () => {
    expect(median([0.98, 0.83, 1])).toBe(0.98)
  })

  it('is the mean of the middle two of an even count, neither the better nor the worse', () => {
    expect(median([0.83, 1, 0.86, 0.97, 0.99, 0.92])).toBeCloseTo(0.945)
  })

  it('is 0 for no values', () => {
    expect(median([])).toBe(0)
  })
})

describe('lighthouseMedians', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('groups the saved reports by path and takes the median of each number', () => {
    dir = mkdtempSync(join(tmpdir(), 'lhr-'))
    const report = (path: string, performance: number, tbt: number, port = 4000) => ({
      requestedUrl: `http://127.0.0.1:${port}${path}`,
      categories: {
        performance: { score: performance },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 1 },
      },
      audits: {
        'total-blocking-time': { numericValue: tbt },
        'cpu-blocking-time': { numericValue: tbt / 10, details: { wallMs: tbt / 2 } },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', requestCount: tbt > 200 ? 30 : 28 },
              { resourceType: 'script', requestCount: 17 },
            ],
          },
        },
      },
    })
    const reports = [report('/', 0.83, 660), report('/', 1, 73), report('/', 0.98, 150)]
    reports.push(report('/impact', 1, 20), report('/impact', 0.9, 300))
    // Another site's (the other build of an A/B bench), kept apart when an origin is given.
    reports.push(report('/', 0.5, 900, 4001))
    for (const [i, r] of reports.entries()) {
      writeFileSync(join(dir, `lhr-${i}.json`), JSON.stringify(r))
    }
    writeFileSync(join(dir, 'assertion-results.json'), '[]')

    const rows = lighthouseMedians(dir, 'http://127.0.0.1:4000')
    expect(
      rows.map(({ url, runs, performance, tbtMs, cpuBlockingMs, wallBlockingMs, requests }) => ({
        url,
        runs,
        performance,
        tbtMs,
        cpuBlockingMs,
        wallBlockingMs,
        requests,
      })),
    ).toEqual([
      {
        url: '/',
        runs: 3,
        performance: 0.98,
        tbtMs: 150,
        cpuBlockingMs: 15,
        wallBlockingMs: 75,
        requests: 28,
      },
      {
        url: '/impact',
        runs: 2,
        performance: 0.95,
        tbtMs: 160,
        cpuBlockingMs: 16,
        wallBlockingMs: 80,
        requests: 29,
      },
    ])
    expect(rows[0]?.scriptRequests).toBe(17)
    expect(lighthouseMedians(dir).find((row) => row.url === '/')?.runs).toBe(4)
  })
})

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

  it('the paint timings and the blocking time are measured again too, and layout shift is not', () => {
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
        paint('cpu-blocking-time', impact),
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
