import { loadEnvironment } from '../src/lib/env-files'
import { createApp } from './app'
import { buildsToServe } from './build-folders'
import { loadServerConfig } from './config'
import { startHttpServer } from './http-server'
import { createLimiterStore } from './limiter-store'
import { createRebuildScheduler } from './rebuild-scheduler'
import { createSiteBuilds } from './served-build'
import { runSiteBuild } from './site-build-process'
import { createSiteRebuild } from './site-rebuild'

// The server runs the production build, so it reads the production .env files, as the build did.
let config: ReturnType<typeof loadServerConfig>
try {
  config = loadServerConfig(loadEnvironment('production'))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const store = await createLimiterStore(config.redisUrl)
const log = (line: string) => process.stdout.write(`${line}\n`)

// With the webhook, the site served is the newest successful rebuild (after a restart too).
const builds = createSiteBuilds(buildsToServe(config.distDir, config.publishing?.buildsDir))
const stopping = new AbortController()
const rebuild = config.publishing
  ? createSiteRebuild({
      builds,
      buildsDir: config.publishing.buildsDir,
      build: (outDir) => runSiteBuild(outDir, { signal: stopping.signal }),
      log,
    })
  : undefined
// A post or event scheduled for later is built in at its time, read from the served build.
const scheduler = rebuild
  ? createRebuildScheduler(rebuild.rebuild, { scheduled: () => builds.current().nextPublishAt })
  : undefined

const app = createApp({
  distDir: config.distDir,
  builds,
  ...(config.publishing && rebuild && scheduler
    ? {
        publishing: {
          webhook: { secret: config.publishing.webhookSecret, onPublish: scheduler.publish },
          report: () => ({
            state: scheduler.state(),
            nextScheduledRebuild: isoOrNull(scheduler.nextScheduledAt()),
            ...rebuild.outcomes(),
          }),
        },
      }
    : {}),
  stripe: config.stripe,
  shop: config.shop,
  publicUrl: config.publicUrl,
  trustedProxies: config.trustedProxies,
  limiterStore: store,
  sanity: config.sanity,
  volunteerPageUrl: config.volunteerPageUrl,
  log,
})

const { server, port } = await startHttpServer(app.fetch, { port: config.port, host: config.host })
const host = config.host === '127.0.0.1' ? 'localhost' : config.host
console.log(`Serving ${builds.current().dir} on http://${host}:${port}`)
if (config.publishing) {
  console.log(`Publishing in Sanity rebuilds the site into ${config.publishing.buildsDir}.`)
}
if (!config.stripe) {
  console.log(
    'STRIPE_SECRET_KEY is not set: card donations and shop payments answer "not configured".',
  )
}
if (config.redisUrl) console.log('Rate limits are shared through Redis (REDIS_URL).')

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A build in progress stops with the server; the served build is complete and recorded.
    scheduler?.cancel()
    stopping.abort()
    server.close(() => {
      void store.close().finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  })
}

function isoOrNull(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString()
}
