// `npm run bench:server`: throughput of the production server on 127.0.0.1 for the home page
// and for POST /create-checkout-session with the real Stripe SDK against the local fake Stripe.
// Bounded: BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default 10) connections.
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import autocannon, { type Result } from 'autocannon'
import { createApp } from '../server/app'
import { startFakeStripe } from '../tests/fixtures/fake-stripe'

const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

const fake = await startFakeStripe()
const app = createApp({
  distDir: 'dist',
  stripe: fake.settings(),
  // The limit exists for donors, not for this measurement.
  rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise<void>((ready) => server.once('listening', () => ready()))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const runs: [label: string, options: Parameters<typeof autocannon>[0]][] = [
  ['GET / (uncompressed)', { url: `${base}/` }],
  ['GET / (gzip)', { url: `${base}/`, headers: { 'accept-encoding': 'gzip' } }],
  ['GET / (br)', { url: `${base}/`, headers: { 'accept-encoding': 'br' } }],
  [
    'POST /create-checkout-session',
    {
      url: `${base}/create-checkout-session`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 25, name: 'Bench Donor', email: 'bench@example.org' }),
    },
  ],
]

const rows: Record<string, string | number>[] = []
for (const [label, options] of runs) {
  const result: Result = await autocannon({ ...options, connections, duration })
  rows.push({
    run: label,
    'req/s (mean)': Math.round(result.requests.average),
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    'MB/s': Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  })
}

console.log(`${duration} s per run, ${connections} connections, Node ${process.version}`)
console.table(rows)

server.close()
await fake.close()
