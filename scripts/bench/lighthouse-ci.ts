// Lighthouse CI as `npm run lighthouse` and the bench run it (lighthouserc.json), and what they
// read of what it leaves in .lighthouseci/: the median of each number we track per audited path,
// and which failed assertions deserve more runs.
import { type SpawnOptions, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import lighthouserc from '../../lighthouserc.json'
import { CHROMIUM_PATH } from '../chromium'

/**
 * Runs a command with this process's output and gives its exit code. Asynchronous on purpose: the
 * sites the bench and Lighthouse measure are served by the calling process, which must keep
 * answering, and tsx ends a script that does not acknowledge a signal at once.
 */
export const run = (command: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<number>((resolve) => {
    spawn(command, args, { stdio: 'inherit', ...options }).on('exit', (code) => resolve(code ?? 1))
  })

/** Runs `lhci <args>` (lighthouserc.json). */
export const lhci = (args: string[]) =>
  run('npx', ['lhci', ...args], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } })

/**
 * Runs `lhci collect` after bundling the runs' Lighthouse config (lighthouse-settings.ts, with
 * its audit) into the JavaScript file lighthouserc.json names: Lighthouse's own process loads it,
 * and loading TypeScript there through tsx would add seconds to every run. Packages stay in
 * node_modules, where the bundle's folder finds them.
 */
export async function collect(args: string[]): Promise<number> {
  await build({
    entryPoints: ['scripts/bench/lighthouse-settings.ts'],
    outfile: lighthouserc.ci.collect.settings.configPath,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  })
  return lhci(['collect', ...args])
}

/** One audited path's medians (`runs` is how many reports it has). */
export type LighthouseMedians = ReturnType<typeof lighthouseMedians>[number]

interface Report {
  requestedUrl: string
  categories: Record<string, { score: number }>
  audits: Record<
    string,
    {
      numericValue?: number
      details?: {
        items?: { resourceType?: string; requestCount?: number }[]
        wallMs?: number
      }
    }
  >
}

/** The middle value; with an even count (4 runs after a re-measure), the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The reports' medians per path, of the reports of URLs on `origin` only when one is given. */
export function lighthouseMedians(dir = '.lighthouseci', origin = '') {
  if (!existsSync(dir)) return []
  const byPath = new Map<string, Report[]>()
  for (const file of readdirSync(dir).filter((name) => /^lhr-.*\.json$/.test(name))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Report
    if (!report.requestedUrl.startsWith(origin)) continue
    const path = new URL(report.requestedUrl).pathname
    byPath.set(path, [...(byPath.get(path) ?? []), report])
  }
  return [...byPath].map(([url, runs]) => {
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
      // The main thread's blocking time from CPU time (the bar), and the same sum from wall time.
      cpuBlockingMs: Math.round(audit('cpu-blocking-time')),
      wallBlockingMs: Math.round(
        median(runs.map((r) => r.audits['cpu-blocking-time']?.details?.wallMs ?? 0)),
      ),
      speedIndexMs: Math.round(audit('speed-index')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      // Requests the page made, all and scripts (the request budgets).
      requests: requests('total'),
      scriptRequests: requests('script'),
    }
  })
}

// Whether a failed run deserves a second sample: the paint timings, the blocking time (and the
// performance score, should it be asserted again) are timings: on these shared machines the same
// build of / scored 0.83 in one run and 1.0 five minutes later, and a busy spell lasts minutes.
// Everything else we assert (accessibility, best practices, SEO, byte budgets, layout shift) comes
// out the same on every run, so measuring again could not change it, and a failure there is final
// at once.

/** The fields of an entry of .lighthouseci/assertion-results.json that we read. */
export interface AssertionResult {
  url: string
  auditId: string
  /** The part after the audit id, dot-joined: "performance" for categories:performance. */
  auditProperty?: string
  level: string
  passed: boolean
}

/** The asserted audits whose value is a timing of this machine's run. */
const TIMINGS: readonly string[] = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'cpu-blocking-time',
]

const isTiming = (result: AssertionResult) =>
  TIMINGS.includes(result.auditId) ||
  (result.auditId === 'categories' && result.auditProperty === 'performance')

const isHardFailure = (result: AssertionResult) => !result.passed && result.level === 'error'

/**
 * The URLs to measure again: those with a timing over the bar, when timings are the only kind of
 * failure. Empty when nothing failed; undefined when something other than a timing
 * failed, since more runs would not change that.
 */
export function urlsToRemeasure(results: readonly AssertionResult[]): string[] | undefined {
  const failures = results.filter(isHardFailure)
  if (failures.some((result) => !isTiming(result))) return undefined
  return [...new Set(failures.map((result) => result.url))]
}
