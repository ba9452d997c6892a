// `npm run bench:server`: the rate limiter's memory store at 10k and 100k keys (heap bytes, time
// per call), then throughput of the production server on 127.0.0.1 for the home page and for
// POST /create-checkout-session (the real Stripe SDK against the local fake Stripe), with the
// limiter in memory and, when redis-server is installed, in a local Redis.
// Bounded: BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default 10) connections.
import { existsSync } from 'node:fs'
import autocannon, { type Result } from 'autocannon'
import { createApp } from '../../server/app'
import { startHttpServer } from '../../server/http-server'
import type { LimiterStore } from '../../server/limiter-store'
import { createMemoryLimiterStore } from '../../server/memory-limiter-store'
import { createRedisLimiterStore } from '../../server/redis-limiter-store'
import { startFakeStripe } from '../../tests/fixtures/fake-stripe'
import { type LocalRedis, startRedis } from '../../tests/fixtures/redis-server'
import { hasGc, measureMemoryLimiter } from './bench-limiter'

const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

if (!existsSync('dist/index.html')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

console.log(`Rate limiter, memory store${hasGc ? '' : ' (run with --expose-gc for exact bytes)'}`)
console.table([await measureMemoryLimiter(10_000), await measureMemoryLimiter(100_000)])

const fake = await startFakeStripe()
let redis: LocalRedis | undefined
try {
  redis = await startRedis()
} catch (error) {
  console.log(`No Redis runs (${(error as Error).message.split('\n')[0]}): memory store only.`)
}

const rows: Record<string, string | number>[] = []
const redisURL = redis?.url
const stores: (readonly [label: string, create: () => Promise<LimiterStore>])[] = [
  ['memory', async () => createMemoryLimiterStore()],
  ...(redisURL ? [['redis', () => createRedisLimiterStore(redisURL)] as const] : []),
]

for (const [storeLabel, createStore] of stores) {
  const store = await createStore()
  const app = createApp({
    distDir: 'dist',
    stripe: fake.settings(),
    // The limit exists for donors, not for this measurement; the store is still asked each time.
    rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
    limiterStore: store,
  })
  const server = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${server.port}`
  const runs: [label: string, options: Parameters<typeof autocannon>[0]][] = [
    ['GET / (uncompressed)', { url: `${base}/` }],
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
  for (const [label, options] of runs) {
    const result: Result = await autocannon({ ...options, connections, duration })
    rows.push({
      run: label,
      limiter: storeLabel,
      'req/s (mean)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p99 ms': result.latency.p99,
      'MB/s': Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    })
  }
  await server.close()
  await store.close()
}

console.log(`${duration} s per run, ${connections} connections, Node ${process.version}`)
console.table(rows)

await fake.close()
await redis?.stop()
