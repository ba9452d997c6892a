// Which URLs `npm run lighthouse` audits, and how many times each: one URL per kind of page of
// the route tree (src/prerender-paths.ts, so a new page is audited the day it is added, unless it
// is declared a member of a family below), one representative URL per detail pattern (all of a
// pattern's pages share its code and layout). One run each; a miss on a paint or on blocking time
// is measured again before it fails (lighthouse.ts).
//
// A run costs about 19 s on the CI's machines, and `npm test` has 20 minutes, so pages of one kind
// share a run: what Lighthouse gates (bytes, requests, paints, layout shift, blocking) follows the
// kind's components and start-up, and each family's representative is the member that made the
// most requests in the last full run (November 2026).
//
// | URL                         | stands for                                                      |
// |-----------------------------|-----------------------------------------------------------------|
// | /                           | the home page family: /, /home (the same page), /home-2, /home-3 |
// | /events                     | the lists: the blog's three, /causes, /team, /testimonials      |
// | /blog-single/<first post>   | text pages: the posts at their three layouts, /about, /privacy, |
// |                             | /cause-single, /team-single, /event-single                      |
// | /checkout                   | the shop's forms: /cart, /order_received                        |
// | /product-single/<first>     | the shop's pages: /shop                                         |
// | /contact                    | the form pages: /donate                                         |
// | /es/get-help                | the food-help page in both languages, and the Spanish pages:    |
// |                             | the Spanish catalogue, and the content in Spanish               |
// | every other pattern, once   | itself (/impact, /volunteer, /donation-thanks)                  |
//
// A pattern without a run of its own keeps its SEO and best-practice guarantees through the html
// checks (tests/html: title, description, canonical, hreflang, one h1, links that resolve), its
// accessibility through tests/e2e/accessibility.spec.ts (axe on every route pattern), and its
// hydration without errors through tests/e2e/hydration-dev.spec.ts.
//
// The last three families were formed on 28 November 2026 (13 -> 10 runs), from that day's full
// run: /contact made 30 requests (233 KB) and blocked 109 ms against /donate's 26 (205 KB, 42 ms);
// /product-single 31 (247 KB, 119 ms) against /shop's 30 (221 KB, 57 ms); the first post 28
// (217 KB, 60 ms) against /event-single's 23 (181 KB, 61 ms).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { localizePath } from '../../src/lib/i18n/locales'
import type { RoutePages } from '../../src/lib/route-pages'

/** The build's server bundle, which knows the route tree as the build prerendered it. */
export const SERVER_ENTRY = 'dist-ssr/entry-server.js'

/**
 * Patterns measured through another pattern of the same kind, with that representative (see the
 * table above).
 */
export const REPRESENTED_BY: Readonly<Record<string, string>> = {
  '/home': '/',
  '/home-2': '/',
  '/home-3': '/',
  '/blog': '/events',
  '/blog-fullwidth': '/events',
  '/blog-left-sidebar': '/events',
  '/causes': '/events',
  '/team': '/events',
  '/testimonials': '/events',
  '/blog-single-fullwidth/$slug': '/blog-single/$slug',
  '/blog-single-left-sidebar/$slug': '/blog-single/$slug',
  '/about': '/blog-single/$slug',
  '/privacy': '/blog-single/$slug',
  '/cause-single/$slug': '/blog-single/$slug',
  '/team-single/$slug': '/blog-single/$slug',
  '/event-single/$slug': '/blog-single/$slug',
  '/cart': '/checkout',
  '/order_received': '/checkout',
  '/shop': '/product-single/$slug',
  '/donate': '/contact',
}

/**
 * Patterns audited in Spanish instead of English: the food-help page, which many of the
 * neighbours it serves read in Spanish first, and whose facts and schedule come from Spanish
 * twins. Its English page has the same layout with shorter words, and the other Spanish pages
 * share its catalogue and their English twin's layout.
 */
export const SPANISH_PATTERNS: readonly string[] = ['/get-help']

/**
 * Patterns left out on purpose, with the reason. The not-found page asks search engines not to
 * index it, which Lighthouse's SEO category scores as a failure by design; the end-to-end
 * suite checks it instead.
 */
const NOT_AUDITED: Readonly<Record<string, string>> = {
  '/404': 'noindex by design (the not-found page)',
}

/**
 * One URL per distinct layout (a pattern's first prerendered URL). A pattern with no prerendered URL (the catch-all) is not a page of its
 * own. A family member whose representative is not in the route tree is an error: the family
 * would silently go unaudited.
 */
export function auditedRoutes(
  routes: readonly RoutePages[],
  options: {
    representedBy?: Readonly<Record<string, string>>
    notAudited?: Readonly<Record<string, string>>
    spanishPatterns?: readonly string[]
  } = {},
) {
  const {
    representedBy = REPRESENTED_BY,
    notAudited = NOT_AUDITED,
    spanishPatterns = SPANISH_PATTERNS,
  } = options
  const pages = routes.filter((route) => route.paths.length > 0 && !(route.pattern in notAudited))
  const orphans = Object.entries(representedBy).filter(
    ([member, representative]) =>
      pages.some((route) => route.pattern === member) &&
      (representative in representedBy || !pages.some((route) => route.pattern === representative)),
  )
  if (orphans.length > 0) {
    throw new Error(
      `Represented by a pattern that is not audited: ${orphans.map(([member]) => member).join(', ')}`,
    )
  }
  return pages
    .filter((route) => !(route.pattern in representedBy))
    .map((route) => {
      const path = route.paths[0] ?? route.pattern
      const pattern = spanishPatterns.includes(route.pattern)
        ? `${route.pattern} (es)`
        : route.pattern
      const url = pattern === route.pattern ? path : localizePath(path, 'es')
      return { pattern, path: url }
    })
}

/**
 * The audited routes of the build in dist/, whose route tree is read from its server bundle (the
 * app's own modules import CSS and build-time constants, which only a Vite build resolves).
 */
export async function builtAuditedRoutes() {
  process.env.NODE_ENV = 'production'
  const serverEntry = (await import(pathToFileURL(resolve(SERVER_ENTRY)).href)) as {
    prerenderedRoutes: () => RoutePages[]
  }
  return auditedRoutes(serverEntry.prerenderedRoutes())
}
