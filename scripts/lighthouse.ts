// `npm run lighthouse`: serves the built site on 127.0.0.1 at a free port, runs Lighthouse CI
// (lighthouserc.json: mobile, 3 runs per URL, median) on the audited URLs, then asserts.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { products } from '../src/content/products'

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

const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }
rmSync('.lighthouseci', { recursive: true, force: true })
// Asynchronous on purpose: the server above runs in this process and must keep answering.
const run = (args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn('npx', ['lhci', ...args, '--config=lighthouserc.json'], {
      stdio: 'inherit',
      env,
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
let status = await run(['collect', ...urls.map((url) => `--url=${url}`)])
if (status === 0) status = await run(['assert'])
if (process.argv.includes('--upload')) await run(['upload'])
server.close()
process.exit(status ?? 1)
