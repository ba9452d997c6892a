import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lighthouseMedians, median } from './lighthouse-medians'

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
    const report = (path: string, performance: number, tbt: number) => ({
      requestedUrl: `http://127.0.0.1:4000${path}`,
      categories: {
        performance: { score: performance },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 1 },
      },
      audits: {
        'total-blocking-time': { numericValue: tbt },
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
    for (const [i, r] of reports.entries()) {
      writeFileSync(join(dir, `lhr-${i}.json`), JSON.stringify(r))
    }
    writeFileSync(join(dir, 'assertion-results.json'), '[]')

    const rows = lighthouseMedians(dir)
    expect(
      rows.map(({ url, runs, performance, tbtMs, requests, scriptRequests }) => ({
        url,
        runs,
        performance,
        tbtMs,
        requests,
        scriptRequests,
      })),
    ).toEqual([
      { url: '/', runs: 3, performance: 0.98, tbtMs: 150, requests: 28, scriptRequests: 17 },
      { url: '/impact', runs: 2, performance: 0.95, tbtMs: 160, requests: 29, scriptRequests: 17 },
    ])
  })
})
