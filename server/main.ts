import { serve } from '@hono/node-server'
import { createApp } from './app'
import { loadServerConfig } from './config'

let config: ReturnType<typeof loadServerConfig>
try {
  config = loadServerConfig(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const app = createApp({
  distDir: config.distDir,
  stripe: config.stripe,
  publicUrl: config.publicUrl,
  trustedProxies: config.trustedProxies,
  log: (line) => process.stdout.write(`${line}\n`),
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '127.0.0.1' ? 'localhost' : config.host
  console.log(`Serving ${config.distDir} on http://${host}:${info.port}`)
  if (!config.stripe) {
    console.log('STRIPE_SECRET_KEY is not set: card donations answer "not configured".')
  }
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
