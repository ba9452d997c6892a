import { loadEnvironment } from '../src/lib/env-files'
import { createApp } from './app'
import { loadServerConfig } from './config'
import { startHttpServer } from './http-server'
import { createLimiterStore } from './limiter-store'

// The server runs the production build, so it reads the production .env files, as the build did.
let config: ReturnType<typeof loadServerConfig>
try {
  config = loadServerConfig(loadEnvironment('production'))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const store = await createLimiterStore(config.redisUrl)

const app = createApp({
  distDir: config.distDir,
  stripe: config.stripe,
  shop: config.shop,
  publicUrl: config.publicUrl,
  trustedProxies: config.trustedProxies,
  limiterStore: store,
  sanity: config.sanity,
  volunteerPageUrl: config.volunteerPageUrl,
  log: (line) => process.stdout.write(`${line}\n`),
})

const { server, port } = await startHttpServer(app.fetch, { port: config.port, host: config.host })
const host = config.host === '127.0.0.1' ? 'localhost' : config.host
console.log(`Serving ${config.distDir} on http://${host}:${port}`)
if (!config.stripe) {
  console.log(
    'STRIPE_SECRET_KEY is not set: card donations and shop payments answer "not configured".',
  )
}
if (config.redisUrl) console.log('Rate limits are shared through Redis (REDIS_URL).')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      void store.close().finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  })
}
