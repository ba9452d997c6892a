import type { Context, MiddlewareHandler } from 'hono'
import { isStripePage } from '../src/lib/stripe-pages'
import type { SiteOrigins } from './build-record'

/** Where the donation form sends the donor (a navigation, but listed for form posts too). */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'

/**
 * What Stripe.js and embedded Checkout need, source by source, as Stripe's integration security
 * guide lists them (docs.stripe.com/security/guide, "Content Security Policy"):
 * - script-src: Stripe.js (js.stripe.com, *.js.stripe.com) and Checkout's own script
 *   (checkout.stripe.com), which the guide lists for Checkout beside its frame and connections.
 * - frame-src: Stripe.js's hidden frames (js.stripe.com, *.js.stripe.com), 3-D Secure and other
 *   redirect flows (hooks.stripe.com), and the embedded Checkout page (checkout.stripe.com).
 * - connect-src: Stripe's API (api.stripe.com) and Checkout's (checkout.stripe.com).
 * - img-src: the card brands and merchant images the parent page shows (*.stripe.com).
 * Left out: maps.googleapis.com, which the guide lists only for the Address Element's
 * autocomplete (embedded Checkout asks for addresses inside its own frame).
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', STRIPE_CHECKOUT_ORIGIN],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    STRIPE_CHECKOUT_ORIGIN,
  ],
  connect: ['https://api.stripe.com', STRIPE_CHECKOUT_ORIGIN],
  img: ['https://*.stripe.com'],
} as const

/**
 * The Content-Security-Policy: the site's own origin, plus exactly the outside origins the
 * build uses. `withStripe` adds Stripe's sources, for the Stripe pages of a build that mounts
 * embedded Checkout; every other page (and every page of a build without it) never allows them. `scriptHashes` are the page's inline hydration scripts (see inline-script-hashes).
 * style-src keeps 'unsafe-inline': notistack's styling (goober) writes a <style> element at
 * run time and components set style attributes; styles cannot run code, scripts are the guard.
 */
function contentSecurityPolicy(
  origins: SiteOrigins,
  scriptHashes: string[] = [],
  withStripe = false,
): string {
  const stripe = (list: readonly string[]) => (withStripe ? list : [])
  const frames = [...origins.frame, ...stripe(STRIPE_SOURCES.frame)]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...stripe(STRIPE_SOURCES.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...stripe(STRIPE_SOURCES.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...origins.connect, ...stripe(STRIPE_SOURCES.connect)]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
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
function permissionsPolicy(origins: SiteOrigins): string {
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
export function isHttps(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto') : undefined
  const proto = forwarded?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https' || (proto === undefined && c.req.url.startsWith('https:'))
}

/**
 * Security headers on every answer; pages pass their inline script hashes via `scriptHashes`.
 * `originsOf` names the origins of the build this request is answered from, read before the
 * answer is made, so a page and its policy always come from the same build.
 */
export function securityHeaders<E extends { Variables: SecurityVariables }>(
  originsOf: (c: Context<E>) => SiteOrigins,
  { trustProxy = false }: { trustProxy?: boolean } = {},
): MiddlewareHandler<E> {
  return async (c, next) => {
    const origins = originsOf(c)
    await next()
    const headers = c.res.headers
    const withStripe = origins.stripe && isStripePage(c.req.path)
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(origins, c.get('scriptHashes'), withStripe),
    )
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', permissionsPolicy(origins))
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    // Only over HTTPS: a browser ignores HSTS on plain HTTP, and localhost must stay reachable.
    if (isHttps(c, trustProxy)) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
  }
}
