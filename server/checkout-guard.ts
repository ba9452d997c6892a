import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { clientAddress } from './client-address'
import type { LimiterStore } from './limiter-store'
import { createRateLimiter, type RateLimitOptions, type RateLimitVerdict } from './rate-limit'
import type { LogWriter } from './request-log'

export const MAX_BODY_BYTES = 4 * 1024

export interface GuardOptions {
  rateLimit: RateLimitOptions
  limiterStore: LimiterStore
  trustedProxies: number
  log: LogWriter
}

/**
 * The rate limit in front of every payment endpoint, then 503 when Stripe is not configured.
 * `key` keeps the counts of different endpoints apart (reloading a thank-you page must not use
 * up a person's attempts to pay).
 */
export function createPaymentGuard(options: GuardOptions, configured: boolean) {
  const takeToken = createRateLimiter(options.rateLimit, options.limiterStore)
  return (
    key: string,
    messages: { rateLimited: string; notConfigured: string },
  ): MiddlewareHandler =>
    async (c, next) => {
      let verdict: RateLimitVerdict
      const address = clientAddress(c, options.trustedProxies)
      try {
        verdict = await takeToken(key ? `${key}:${address}` : address)
      } catch {
        // The shared store is unreachable: people are not turned away for it; the log says so.
        options.log(JSON.stringify({ event: 'rate_limit_store_failed' }))
        verdict = { allowed: true }
      }
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds))
        return c.json({ error: messages.rateLimited }, 429)
      }
      if (!configured) return c.json({ error: messages.notConfigured }, 503)
      await next()
    }
}

const TOO_LARGE = `The request is too large (at most ${MAX_BODY_BYTES} bytes).`
const BAD_JSON = 'The request body is not valid JSON.'

/**
 * POST `path` with a JSON body: after `guard`, only JSON of at most MAX_BODY_BYTES is read (415
 * and 413 otherwise, before the body is read), a body that does not parse is a 400 (with
 * `badJsonExtra`'s fields), and the parsed value goes to `handle`. Any other method answers 405.
 */
export function postJson(
  app: Hono,
  path: string,
  guard: MiddlewareHandler,
  notJson: string,
  handle: (c: Context, body: unknown) => Promise<Response>,
  badJsonExtra: object = {},
): void {
  app.post(
    path,
    guard,
    async (c, next) => {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') return c.json({ error: notJson }, 415)
      await next()
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: TOO_LARGE }, 413) }),
    async (c) => {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return c.json({ error: BAD_JSON, ...badJsonExtra }, 400)
      }
      return handle(c, body)
    },
  )
  allowOnly(app, path, 'POST')
}

/** Any other method at `path` answers 405, naming the ones it takes. */
export function allowOnly(app: Hono, path: string, allow: 'POST' | 'GET, HEAD'): void {
  app.all(path, (c) => {
    c.header('Allow', allow)
    return c.json({ error: `Use ${allow === 'POST' ? 'POST' : 'GET'}.` }, 405)
  })
}
