import type { MiddlewareHandler } from 'hono'
import type { SiteOrigins } from './csp-origins'

/** Where the donation form sends the donor (a navigation, but listed for form posts too). */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'

/**
 * The Content-Security-Policy: the site's own origin, plus exactly the outside origins the
 * build uses. `scriptHashes` are the page's inline hydration scripts (see inline-script-hashes).
 * style-src keeps 'unsafe-inline': notistack's styling (goober) writes a <style> element at
 * run time and components set style attributes; styles cannot run code, scripts are the guard.
 */
export function contentSecurityPolicy(origins: SiteOrigins, scriptHashes: string[] = []): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...origins.connect]],
    ['frame-src', origins.frame.length > 0 ? origins.frame : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", STRIPE_CHECKOUT_ORIGIN]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Payment Request stays off except for an embedded donation form, which may offer wallets. */
export function permissionsPolicy(origins: SiteOrigins): string {
  const payment = `(${origins.payment.map((origin) => `"${origin}"`).join(' ')})`
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'browsing-topics=()',
    `payment=${payment}`,
  ].join(', ')
}

export type SecurityVariables = { scriptHashes: string[] }

/**
 * Whether the visitor's connection is HTTPS. X-Forwarded-Proto is believed only behind a trusted
 * proxy (which sets it; its first entry is what the outermost proxy saw): any client can send
 * the header, and HSTS switched on for a plain-HTTP site locks visitors out of it.
 */
function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  const proto = trustProxy ? forwardedProto?.split(',')[0]?.trim().toLowerCase() : undefined
  return proto === 'https' || (proto === undefined && url.startsWith('https:'))
}

/** Security headers on every answer; pages pass their inline script hashes via `scriptHashes`. */
export function securityHeaders(
  origins: SiteOrigins,
  { trustProxy = false }: { trustProxy?: boolean } = {},
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  const permissions = permissionsPolicy(origins)
  const basePolicy = contentSecurityPolicy(origins)
  return async (c, next) => {
    await next()
    const hashes = c.get('scriptHashes')
    const headers = c.res.headers
    headers.set(
      'Content-Security-Policy',
      hashes && hashes.length > 0 ? contentSecurityPolicy(origins, hashes) : basePolicy,
    )
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', permissions)
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    // Only over HTTPS: a browser ignores HSTS on plain HTTP, and localhost must stay reachable.
    if (isHttps(c.req.url, c.req.header('x-forwarded-proto'), trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
  }
}
