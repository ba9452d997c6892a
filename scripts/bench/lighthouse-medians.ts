// Reads the Lighthouse reports `lhci collect` left in .lighthouseci/ and gives, per audited path,
// the median of each number we track. Used by `npm run lighthouse` (prints them) and the bench.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface LighthouseMedians {
  url: string
  runs: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  speedIndexMs: number
  cls: number
  /** Requests the page made, all and scripts (the request budgets). */
  requests: number
  scriptRequests: number
}

interface Report {
  requestedUrl: string
  categories: Record<string, { score: number }>
  audits: Record<
    string,
    {
      numericValue?: number
      details?: { items?: { resourceType?: string; requestCount?: number }[] }
    }
  >
}

/** The middle value; with an even count (6 runs after a re-measure), the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Runs grouped by the path of their URL, in the order each path first appears. */
export function runsByPath<T>(runs: readonly T[], urlOf: (run: T) => string): Map<string, T[]> {
  const byPath = new Map<string, T[]>()
  for (const run of runs) {
    const path = new URL(urlOf(run)).pathname
    byPath.set(path, [...(byPath.get(path) ?? []), run])
  }
  return byPath
}

export function lighthouseMedians(dir = '.lighthouseci'): LighthouseMedians[] {
  if (!existsSync(dir)) return []
  const reports = readdirSync(dir)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Report)
  return [...runsByPath(reports, (report) => report.requestedUrl)].map(([url, runs]) => {
    const score = (category: string) =>
      Number(median(runs.map((r) => r.categories[category]?.score ?? 0)).toFixed(3))
    const audit = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? 0))
    const requests = (type: string) =>
      median(
        runs.map(
          (r) =>
            r.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
              ?.requestCount ?? 0,
        ),
      )
    return {
      url,
      runs: runs.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      speedIndexMs: Math.round(audit('speed-index')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      requests: requests('total'),
      scriptRequests: requests('script'),
    }
  })
}
