// `npm run bench`: builds, then prints and writes (bench-results/bench.json) the numbers we
// compare run to run: per route, the gzip bytes of JS and CSS a first visit loads (entry script,
// modulepreloads, stylesheet); the precache's total bytes and entry count; Lighthouse medians.
// Flags: --no-build (use dist/ as is), --no-lighthouse.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFileFor } from './prerender-plugin'

const args = new Set(process.argv.slice(2))
const run = (cmd: string, cmdArgs: string[]) =>
  spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: process.env }).status === 0

if (!args.has('--no-build') && !run('npm', ['run', 'build'])) process.exit(1)

const gz = (file: string) => gzipSync(readFileSync(join('dist', file))).length
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const ROUTES = [
  '/',
  '/about',
  '/impact',
  '/shop',
  '/cart',
  '/checkout',
  '/blog',
  '/donate',
  '/contact',
  '/causes',
  '/events',
]
function firstSlug(prefix: string): string | undefined {
  const dir = join('dist', prefix)
  if (!existsSync(dir)) return undefined
  const file = readdirSync(dir).find((f) => f.endsWith('.html'))
  return file ? `/${prefix}/${file.replace(/\.html$/, '')}` : undefined
}
const routes = [
  ...ROUTES,
  ...['product-single', 'blog-single', 'cause-single'].flatMap((p) => firstSlug(p) ?? []),
]

/** What the prerendered page makes the browser fetch at start-up: scripts and stylesheets. */
function startupAssets(route: string) {
  const html = readFileSync(join('dist', htmlFileFor(route)), 'utf8')
  const js = new Set<string>()
  const css = new Set<string>()
  for (const m of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)) js.add(m[1] ?? '')
  for (const m of html.matchAll(/<script type="module" src="\/([^"]+)"/g)) js.add(m[1] ?? '')
  for (const m of html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)) css.add(m[1] ?? '')
  const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gz(f), 0)
  return { route, jsGzip: sum(js), cssGzip: sum(css), htmlGzip: gz(htmlFileFor(route)) }
}

const perRoute = routes.map(startupAssets)

const swSource = readFileSync('dist/sw.js', 'utf8')
const precached = [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
const precacheBytes = precached.reduce((total, url) => total + statSync(join('dist', url)).size, 0)
const largest = precached
  .map((url) => ({ url, bytes: statSync(join('dist', url)).size }))
  .sort((a, b) => b.bytes - a.bytes)[0]

interface Medians {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}
let lighthouse: Medians[] = []
if (!args.has('--no-lighthouse')) {
  run('npm', ['run', 'lighthouse'])
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  const reports = existsSync('.lighthouseci')
    ? readdirSync('.lighthouseci')
        .filter((f) => /^lhr-.*\.json$/.test(f))
        .map((f) => JSON.parse(readFileSync(join('.lighthouseci', f), 'utf8')))
    : []
  const byUrl = new Map<string, typeof reports>()
  for (const r of reports) {
    const path = new URL(r.requestedUrl).pathname
    byUrl.set(path, [...(byUrl.get(path) ?? []), r])
  }
  lighthouse = [...byUrl].map(([url, rs]) => ({
    url,
    performance: median(rs.map((r) => r.categories.performance.score)),
    accessibility: median(rs.map((r) => r.categories.accessibility.score)),
    bestPractices: median(rs.map((r) => r.categories['best-practices'].score)),
    seo: median(rs.map((r) => r.categories.seo.score)),
    fcpMs: Math.round(median(rs.map((r) => r.audits['first-contentful-paint'].numericValue))),
    lcpMs: Math.round(median(rs.map((r) => r.audits['largest-contentful-paint'].numericValue))),
    tbtMs: Math.round(median(rs.map((r) => r.audits['total-blocking-time'].numericValue))),
    cls: Number(median(rs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3)),
  }))
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
if (lighthouse.length > 0) {
  console.log('\nLighthouse (mobile, median of 3)')
  console.table(lighthouse)
}

mkdirSync('bench-results', { recursive: true })
const result = {
  at: new Date().toISOString(),
  perRoute,
  precache: { entries: precached.length, bytes: precacheBytes, largest },
  lighthouse,
}
writeFileSync('bench-results/bench.json', `${JSON.stringify(result, null, 2)}\n`)
console.log('\nWritten to bench-results/bench.json')
