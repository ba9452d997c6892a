// `npm run lighthouse` (the last step of `npm test`): serves the built site on 127.0.0.1 at a
// free port, runs Lighthouse CI (lighthouserc.json: mobile, 3 runs per URL, median) on the
// audited URLs, asserts every score and byte budget as a hard failure, and prints the medians.
//
// The performance score is a timing, and these machines are shared: the same build of / scored
// 0.83 in one run and 1.0 five minutes later (blocking time 660 ms vs 73 ms), and a busy spell
// lasts minutes. So a URL whose only failure is its performance score is measured 3 more times,
// and the assertion is repeated on all 6 runs, the failed ones included: on LHCI's median run
// of the 6, the one nearest their median first paint and time to interactive
// (lighthouse-remeasure.ts). A page that is really too slow fails both times; any other failure
// is final at once.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { products } from '../src/content/products'
import { lighthouseMedians } from './lighthouse-medians'
import { type AssertionResult, urlsToRemeasure } from './lighthouse-remeasure'

export const AUDITED_PATHS = [
  '/',
  '/impact',
  '/shop',
  `/product-single/${products[0]?.slug}`,
  '/blog',
  '/donate',
  '/get-help',
]

const REPORTS_DIR = '.lighthouseci'

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

const app = createApp({ distDir: 'dist' })
// The server compresses each file once, on its first request, at the highest brotli level
// (0.4 s for the largest chunk). A deployed server has long done that; without this, the first
// Lighthouse run of / would time the compression rather than the page.
const warmUp = [...AUDITED_PATHS, ...readdirSync('dist/assets').map((file) => `/assets/${file}`)]
for (const path of warmUp) {
  await app.fetch(new Request(`http://127.0.0.1${path}`, { headers: { 'accept-encoding': 'br' } }))
}

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise<void>((ready) => server.once('listening', () => ready()))
const { port } = server.address() as AddressInfo
const urls = AUDITED_PATHS.map((path) => `http://127.0.0.1:${port}${path}`)

const configDir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
const configFile = join(configDir, 'lighthouserc.json')
writeFileSync(configFile, readFileSync('lighthouserc.json'))
const runsPerUrl: number = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.collect
  .numberOfRuns

const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }
rmSync(REPORTS_DIR, { recursive: true, force: true })
// Asynchronous on purpose: the server above runs in this process and must keep answering.
const lhci = (args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn('npx', ['lhci', ...args, `--config=${configFile}`], {
      stdio: 'inherit',
      env,
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
const collect = (targets: string[], extra: string[] = []) =>
  lhci(['collect', ...extra, ...targets.map((url) => `--url=${url}`)])
const pathOf = (url: string) => new URL(url).pathname

let status = await collect(urls)
if (status === 0) status = await lhci(['assert'])
const resultsFile = join(REPORTS_DIR, 'assertion-results.json')
if (status !== 0 && existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as AssertionResult[]
  const again = urlsToRemeasure(results) ?? []
  if (again.length > 0) {
    const paths = again.map(pathOf)
    console.log(
      `\nPerformance below the bar on ${paths.join(', ')} in the first ${runsPerUrl} runs:`,
    )
    console.table(lighthouseMedians().filter((row) => paths.includes(row.url)))
    console.log(
      `A score is a timing and this machine is shared: measuring ${runsPerUrl} more times and ` +
        `asserting again on all ${2 * runsPerUrl} runs.\n`,
    )
    status = await collect(again, ['--additive'])
    if (status === 0) status = await lhci(['assert'])
  }
}
if (process.argv.includes('--upload')) await lhci(['upload'])
server.close()
rmSync(configDir, { recursive: true, force: true })

console.log('\nLighthouse medians (mobile; `runs` is the number of runs of each URL)')
console.table(lighthouseMedians())
process.exit(status)
