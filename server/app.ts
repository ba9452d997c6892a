import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import type { SanityProject } from '../src/lib/sanity-query'
import { VOLUNTEER_PATH } from '../src/lib/volunteer-page'
import { checkoutRoutes } from './checkout'
import type { LimiterStore, RateLimitOptions } from './limiter-store'
import { createMemoryLimiterStore } from './memory-limiter-store'
import { portalRoute } from './portal-route'
import { type LogWriter, requestLog } from './request-log'
import { type SanityWebhookOptions, sanityWebhookRoute } from './sanity-webhook-route'
import { type SecurityVariables, securityHeaders } from './security-headers'
import { createSiteBuilds, type ServedBuild, type SiteBuilds } from './served-build'
import { sessionsFeedRoute } from './sessions-feed-route'
import { type ShopSettings, shopCheckoutRoutes } from './shop-checkout'
import type { RebuildReport } from './site-rebuild'
import { staticSite } from './static-site'
import type { StripeSettings } from './stripe-client'

export interface AppOptions {
  distDir: string
  /** The builds served, replaced by a rebuild at run time; default: `distDir` alone. */
  builds?: SiteBuilds
  /**
   * Publishing in Sanity: a signed call of the webhook schedules a rebuild, and /healthz reports
   * rebuilds. Unset (no SANITY_WEBHOOK_SECRET), the webhook's address does not exist.
   */
  publishing?: { webhook: Omit<SanityWebhookOptions, 'log'>; report: () => RebuildReport }
  /** Stripe access; unset means donations answer 503 "Donations are not configured". */
  stripe?: StripeSettings
  /** The site's public origin for Stripe's return URLs (default http://localhost:4173). */
  publicUrl?: string
  /** Checkout attempts per client address (default 10 per 10 minutes). */
  rateLimit?: RateLimitOptions
  /** Where rate-limit counts live (default: this process's memory). */
  limiterStore?: LimiterStore
  /**
   * How many proxies in front append to X-Forwarded-For (default 0: use the socket). Only with
   * one or more is X-Forwarded-Proto believed (for HSTS).
   */
  trustedProxies?: number
  /** The shop's flat shipping rate and Stripe Tax (default: neither). */
  shop?: ShopSettings
  /** Where the one-line JSON request log goes; unset (tests) means silent. */
  log?: LogWriter
  /**
   * The collective's Sanity project: set, /volunteer/sessions.ics is answered with the staff's
   * changes; unset, the file the build wrote from the weekly rule is served.
   */
  sanity?: SanityProject | null
  /** The volunteer page's absolute URL written into the feed (the build's VITE_PUBLIC_URL). */
  volunteerPageUrl?: string
  /** The clock the customer portal's 24-hour proof is measured by (tests). */
  now?: () => number
}

type AppVariables = SecurityVariables & { site: ServedBuild }

const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 10, windowMs: 10 * 60_000 }

/** The production server: the prerendered site with caching and security headers, and checkout. */
export function createApp(options: AppOptions): Hono<{ Variables: AppVariables }> {
  const { log, publishing } = options
  const builds = options.builds ?? createSiteBuilds([options.distDir])
  const app = new Hono<{ Variables: AppVariables }>()

  // Each request is answered from the build served when it arrived, even if a rebuild switches.
  app.use(async (c, next) => {
    c.set('site', builds.current())
    await next()
  })
  if (log) app.use(requestLog(log))
  app.use(
    securityHeaders<{ Variables: AppVariables }>((c) => c.get('site').origins, {
      trustProxy: (options.trustedProxies ?? 0) > 0,
    }),
  )
  app.use(compress())

  // Times and causes only: the health check stays green while the last good build is served.
  app.get('/healthz', (c) =>
    c.json(publishing ? { ok: true, build: publishing.report() } : { ok: true }),
  )
  if (publishing) {
    app.route('/', sanityWebhookRoute({ ...publishing.webhook, log }))
  }
  const payments = {
    stripe: options.stripe,
    publicUrl: options.publicUrl ?? 'http://localhost:4173',
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    limiterStore: options.limiterStore ?? createMemoryLimiterStore(),
    trustedProxies: options.trustedProxies ?? 0,
    log: log ?? (() => {}),
  }
  app.route('/', checkoutRoutes({ ...payments, receipt: () => builds.current().facts?.receipt }))
  app.route('/', portalRoute({ ...payments, now: options.now }))
  app.route(
    '/',
    shopCheckoutRoutes({
      ...payments,
      shop: options.shop ?? {},
      catalogue: () => builds.current().catalogue,
    }),
  )
  // A build without the recorded facts keeps serving the feed it wrote.
  if (options.sanity) {
    app.route(
      '/',
      sessionsFeedRoute({
        project: options.sanity,
        facts: () => builds.current().facts,
        pageUrl: options.volunteerPageUrl ?? new URL(VOLUNTEER_PATH, payments.publicUrl).href,
        logFailure: (error) =>
          payments.log(
            JSON.stringify({ event: 'sessions-feed-refresh-failed', error: String(error) }),
          ),
      }),
    )
  }

  // The 304 for a revalidation: staticSite gives each file a validator.
  app.on(['GET', 'HEAD'], '*', etag(), staticSite(builds))
  return app
}
