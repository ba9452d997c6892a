// `npm run lighthouse` (the last step of `npm test`): serves the built site on 127.0.0.1 at a
// free port and runs Lighthouse CI (lighthouserc.json: mobile, median run) once on one URL of
// every kind of page (lighthouse-routes.ts: families of pages of one kind, such as the home
// variants or the lists, through one representative). `lhci assert` holds each to the
// accessibility, best-practices and SEO scores, the byte and request budgets, first and largest
// contentful paint and layout shift, and the main thread's blocking time counted from its CPU
// time (lighthouse-cpu-blocking.ts, on the median of the page's runs); then the medians are
// printed. About 10 runs; each skips the audits nothing asserts (lighthouse-settings.ts).
//
// The performance score itself is printed and reported as a warning, not asserted: on the CI's
// 2-core virtual machines its blocking-time part measures how long the page's tasks waited for a
// core (the build that scored 0.99 there in November 2026 scores 0.70-0.87 on the same kind of
// machine now). docs/decisions.md ("Audits") has the measurements.
//
// The paints and the blocking time are timings too, and these machines are shared, so a URL whose
// only failures are timings is measured 3 more times, and the assertions are repeated on all its
// runs, the failed ones included (lighthouse-ci.ts). Thread CPU time moves far less with the
// machine than wall time, but a single run still varies: one garbage collection or a style pass
// landing in a task (the same list page read 9 ms over 3 runs and 115 ms in a run of its
// left-sidebar variant). A page that is really too slow fails both times; any other failure is
// final at once.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createApp } from '../../server/app'
import {
  type AssertionResult,
  collect,
  lhci,
  lighthouseMedians,
  urlsToRemeasure,
} from './lighthouse-ci'
import { builtAuditedRoutes, SERVER_ENTRY } from './lighthouse-routes'
import { serveBuild } from './serve-build'

const REPORTS_DIR = '.lighthouseci'
/** The runs a URL that missed a timing gets before it is judged again. */
const RUNS_AGAIN = 3

if (!existsSync('dist/index.html') || !existsSync(SERVER_ENTRY)) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

// One URL per kind of page (lighthouse-routes.ts); `--only=/a,/b` narrows a local run to some
// patterns (never used by `npm test`).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const AUDITED = (await builtAuditedRoutes()).filter(
  (route) => !only || only.split(',').includes(route.pattern),
)

const site = await serveBuild(createApp, 'dist', [])
const urlOf = (path: string) => `${site.baseURL}${path}`

rmSync(REPORTS_DIR, { recursive: true, force: true })
/** Runs of some URLs, added to the ones before, then every URL's assertions on all its runs. */
async function measure(urls: string[], runs: number): Promise<number> {
  const targets = urls.map((url) => `--url=${url}`)
  const code = await collect(['--additive', `--numberOfRuns=${runs}`, ...targets])
  return code === 0 ? lhci(['assert']) : code
}

let status = await measure(
  AUDITED.map((route) => urlOf(route.path)),
  1,
)
const resultsFile = join(REPORTS_DIR, 'assertion-results.json')
if (status !== 0 && existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as AssertionResult[]
  const again = urlsToRemeasure(results) ?? []
  if (again.length > 0) {
    const paths = again.map((url) => new URL(url).pathname)
    console.log(`\nA timing over its bar on ${paths.join(', ')}:`)
    console.table(lighthouseMedians().filter((row) => paths.includes(row.url)))
    console.log(
      `A timing varies and this machine is shared: measuring ${RUNS_AGAIN} more times and ` +
        'asserting again on all the runs of each.\n',
    )
    status = await measure(again, RUNS_AGAIN)
  }
}
await site.close()

console.log(
  '\nLighthouse medians (mobile; `runs` is the number of runs of each URL; blocking after the ' +
    "first paint, ms: Lighthouse's sum at 4x CPU, the bar is on the CPU-time sum, the wall-time " +
    "sum is what this machine's waits add)",
)
console.table(lighthouseMedians())
process.exit(status)
