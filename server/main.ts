import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { loadEnvironment } from '../src/lib/env-files'
import { SANITY_API_VERSION, type SanityProject } from '../src/lib/sanity-query'
import { createApp } from './app'
import { buildsToServe } from './build-folders'
import { loadServerConfig, type ServerConfig } from './config'
import { startHttpServer } from './http-server'
import { createMemoryLimiterStore } from './memory-limiter-store'
import { createPreviewBuilds } from './preview-builds'
import { previewSite } from './preview-site'
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

// Rate limits in memory, or in Redis when a URL is given (connecting now, so a bad URL stops the
// start; the Redis client is loaded only then).
const store = config.redisUrl
  ? await (await import('./redis-limiter-store')).createRedisLimiterStore(config.redisUrl)
  : createMemoryLimiterStore()
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

// The draft preview (SANITY_PREVIEW_TOKEN): its own builds, schedule and origin.
const preview =
  config.preview && config.sanity
    ? startPreview(config.preview, config.sanity, config.trustedProxies > 0)
    : undefined

const app = createApp({
  // The settings the app takes by the same names: distDir, stripe, shop, publicUrl,
  // trustedProxies, sanity, volunteerPageUrl.
  ...config,
  builds,
  publishing:
    config.publishing && rebuild && scheduler
      ? {
          webhook: {
            secret: config.publishing.webhookSecret,
            // A draft's change rebuilds only the preview; a publish changes both.
            onPublish: ({ draft }) => {
              if (!draft) scheduler.publish()
              preview?.scheduler.publish()
            },
          },
          report: () => ({
            state: scheduler.state(),
            nextScheduledRebuild: isoOrNull(scheduler.nextScheduledAt()),
            ...rebuild.outcomes(),
          }),
        }
      : undefined,
  limiterStore: store,
  log,
})

const { close, port } = await startHttpServer(app.fetch, { port: config.port, host: config.host })
const previewServer = preview
  ? await startHttpServer(preview.app.fetch, { port: preview.port, host: config.host })
  : undefined
if (previewServer) {
  console.log(`Draft preview (Studio only) on http://${config.host}:${previewServer.port}`)
}
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
    preview?.scheduler.cancel()
    void previewServer?.close()
    stopping.abort()
    void close()
      .then(() => store.close())
      .finally(() => process.exit(0))
  })
}

function isoOrNull(ms: number | undefined): string | null {
  return ms === undefined ? null : new Date(ms).toISOString()
}

function startPreview(
  settings: NonNullable<ServerConfig['preview']>,
  project: SanityProject,
  trustProxy: boolean,
) {
  const builds = createPreviewBuilds({
    buildsDir: settings.buildsDir,
    build: (outDir) =>
      runSiteBuild(outDir, {
        signal: stopping.signal,
        env: {
          CONTENT_PERSPECTIVE: 'drafts',
          SANITY_PREVIEW_TOKEN: settings.token,
          VITE_SITE_PREVIEW: 'true',
        },
      }),
    log,
  })
  const client = createClient({
    projectId: project.projectId,
    dataset: project.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    token: settings.token,
    ...(project.apiHost ? { apiHost: project.apiHost, useProjectHostname: false } : {}),
  })
  const previewScheduler = createRebuildScheduler(builds.rebuild)
  // Drafts may have changed while the server was down.
  previewScheduler.publish()
  return {
    port: settings.port,
    scheduler: previewScheduler,
    app: previewSite({
      current: builds.current,
      dirs: builds.dirs,
      failure: builds.failure,
      validate: (url) => validatePreviewUrl(client, url),
      trustProxy,
    }),
  }
}
