// `npm run bench`: builds, then prints and writes (bench-results/bench.json) the numbers we
// compare run to run: per kind of page (the URLs `npm run lighthouse` audits), the gzip bytes of
// JS and CSS a first visit loads to start (the scripts its app loader requests, the stylesheet);
// the precache's total bytes and entry count;
// how soon / and /shop are hydrated on a throttled phone (hydration-timing.ts, medians of --runs);
// Lighthouse medians.
// Flags (bench-args.ts): --no-build (use dist/ as is), --no-hydration, --no-lighthouse, --runs N.
//
// `npm run bench -- --ab <before> [<after>]` instead compares two commits (bench-ab.ts), and
// `npm run bench -- --dataset large` measures a build of a generated dataset (bench-large.ts).
import { createApp } from '../../server/app'
import { benchAB } from './bench-ab'
import { parseBenchArgs, writeBenchResult } from './bench-args'
import { benchLarge } from './bench-large'
import { precacheEntries, startupBytes } from './build-size'
import { type HydrationTiming, measureHydration, THROTTLING } from './hydration-timing'
import { type LighthouseMedians, lighthouseMedians, run } from './lighthouse-ci'
import { builtAuditedRoutes } from './lighthouse-routes'
import { serveBuild } from './serve-build'

const options = (() => {
  try {
    return parseBenchArgs(process.argv.slice(2))
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
})()
if (options.ab) {
  await benchAB(options.ab, options)
  process.exit(0)
}
if (options.dataset) {
  benchLarge()
  process.exit(0)
}
if (options.build && (await run('npm', ['run', 'build'])) !== 0) process.exit(1)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

// One URL per kind of page, as `npm run lighthouse` audits them (lighthouse-routes.ts).
const routes = (await builtAuditedRoutes()).map((route) => route.path)

const perRoute = routes.map((route) => startupBytes('dist', route))

const precached = precacheEntries('dist')
const precacheBytes = precached.reduce((total, entry) => total + entry.bytes, 0)
const largest = [...precached].sort((a, b) => b.bytes - a.bytes)[0]

let hydration: HydrationTiming[] = []
if (options.hydration) {
  const site = await serveBuild(createApp, 'dist', ['/', '/shop'])
  try {
    hydration = (await measureHydration([site.baseURL], ['/', '/shop'], options.runs))[0] ?? []
  } finally {
    await site.close()
  }
}

let lighthouse: LighthouseMedians[] = []
if (options.lighthouse) {
  await run('npm', ['run', 'lighthouse'])
  lighthouse = lighthouseMedians()
}

console.log('\nStart-up bytes per route (gzip)')
console.table(
  perRoute.map((r) => ({
    route: r.route,
    'JS KB': kb(r.jsGzip),
    'CSS KB': kb(r.cssGzip),
    'HTML KB': kb(r.htmlGzip),
  })),
)
console.log(
  `Precache: ${precached.length} entries, ${kb(precacheBytes)} KB (largest: ${largest?.url}, ${kb(largest?.bytes ?? 0)} KB)`,
)
if (hydration.length > 0) {
  console.log(
    `\nHydrated on a slow phone (CPU ${THROTTLING.cpuSlowdown}x, ${THROTTLING.latencyMs} ms RTT, ` +
      `1.6 Mbps; median of ${options.runs}, ms from navigation)`,
  )
  console.table(hydration)
}
if (lighthouse.length > 0) {
  console.log(
    '\nLighthouse (mobile; `runs` is the number of runs of each URL, medians where more than one)',
  )
  console.table(lighthouse)
}

writeBenchResult('bench', {
  perRoute,
  precache: { entries: precached.length, bytes: precacheBytes, largest },
  hydration,
  lighthouse,
})
