// `npm run lighthouse`: serves the built site on 127.0.0.1 at a free port, runs Lighthouse CI
// (lighthouserc.json: mobile, 3 runs per URL, median) on the audited URLs, asserts, and prints
// the medians.
// `--performance=warn` (what `npm test` uses): the performance score is still asserted and
// reported, but a miss does not fail the run. Accessibility, best practices, SEO and the byte
// budgets stay hard failures. Performance is a timing: on these shared machines the same build
// of / scored 0.83 in one run and 1.0 five minutes later (blocking time 660 ms vs 73 ms), so a
// hard gate fails whenever the host is busy for a few minutes, whatever the change.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { products } from '../src/content/products'
import { lighthouseMedians } from './lighthouse-medians'

export const AUDITED_PATHS = [
  '/',
  '/impact',
  '/shop',
  `/product-single/${products[0]?.slug}`,
  '/blog',
  '/donate',
]

if (!existsSync('dist/index.html')) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

const server = serve({
  fetch: createApp({ distDir: 'dist' }).fetch,
  port: 0,
  hostname: '127.0.0.1',
})
await new Promise<void>((ready) => server.once('listening', () => ready()))
const { port } = server.address() as AddressInfo
const urls = AUDITED_PATHS.map((path) => `http://127.0.0.1:${port}${path}`)

const performanceLevel = process.argv.includes('--performance=warn') ? 'warn' : 'error'
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'))
const performanceAssertion = config.ci.assert.assertions['categories:performance']
performanceAssertion[0] = performanceLevel
const configDir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
const configFile = join(configDir, 'lighthouserc.json')
writeFileSync(configFile, JSON.stringify(config))

const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }
rmSync('.lighthouseci', { recursive: true, force: true })
// Asynchronous on purpose: the server above runs in this process and must keep answering.
const run = (args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn('npx', ['lhci', ...args, `--config=${configFile}`], {
      stdio: 'inherit',
      env,
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
let status = await run(['collect', ...urls.map((url) => `--url=${url}`)])
if (status === 0) status = await run(['assert'])
if (process.argv.includes('--upload')) await run(['upload'])
server.close()
rmSync(configDir, { recursive: true, force: true })

console.log(`\nLighthouse medians (mobile; performance asserted as "${performanceLevel}")`)
console.table(lighthouseMedians())
process.exit(status ?? 1)
