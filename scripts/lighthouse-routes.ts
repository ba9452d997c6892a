// Which URLs `npm run lighthouse` audits, and how many times each: every route pattern of the
// route tree once per run (src/prerender-paths.ts, so a new page is audited the day it is added),
// one representative URL per detail pattern (all of a pattern's pages share its code and layout).
// Runs go where they matter: the key pages, the ones most visitors land on or buy through, get
// RUNS_FOR_KEY_PAGES runs and a median; every other pattern gets one run. A paint-timing miss on
// any of them is measured again before it fails (lighthouse-remeasure.ts).
import { localizePath } from '../src/lib/i18n/locales'
import type { RoutePages } from '../src/prerender-paths'

export const RUNS_FOR_KEY_PAGES = 3
export const RUNS_FOR_OTHER_PAGES = 1

/** The key pages' route patterns, spelled as the route tree spells them. */
export const KEY_PATTERNS: readonly string[] = [
  '/',
  '/impact',
  '/shop',
  '/product-single/$slug',
  '/blog',
  '/donate',
  '/get-help',
  '/volunteer',
  '/cart',
  '/checkout',
  '/order_received',
]

/**
 * Key pages audited in Spanish too (the same pattern under /es), with the key pages' runs: the
 * home page and the food-help page, which many of the neighbours it serves read in Spanish first.
 */
export const SPANISH_KEY_PATTERNS: readonly string[] = ['/', '/get-help']

/**
 * Patterns left out on purpose, with the reason. The not-found page asks search engines not to
 * index it, which Lighthouse's SEO category scores as a failure by design; the end-to-end
 * suite checks it instead.
 */
export const NOT_AUDITED: Readonly<Record<string, string>> = {
  '/404': 'noindex by design (the not-found page)',
}

export interface AuditedRoute {
  pattern: string
  path: string
  runs: number
}

/**
 * One URL per prerendered route pattern (its first), with its number of runs; key pages first,
 * in KEY_PATTERNS' order. A pattern with no prerendered URL (the catch-all) is not a page of its
 * own. A key pattern missing from the route tree is an error: the audit would silently shrink.
 */
export function auditedRoutes(
  routes: readonly RoutePages[],
  keyPatterns: readonly string[] = KEY_PATTERNS,
  notAudited: Readonly<Record<string, string>> = NOT_AUDITED,
  spanishPatterns: readonly string[] = SPANISH_KEY_PATTERNS,
): AuditedRoute[] {
  const pages = routes.filter((route) => route.paths.length > 0 && !(route.pattern in notAudited))
  const missing = keyPatterns.filter((key) => !pages.some((route) => route.pattern === key))
  if (missing.length > 0) {
    throw new Error(`Key pages missing from the prerendered routes: ${missing.join(', ')}`)
  }
  const rank = (pattern: string) => {
    const index = keyPatterns.indexOf(pattern)
    return index === -1 ? keyPatterns.length : index
  }
  const audited = [...pages]
    .sort((a, b) => rank(a.pattern) - rank(b.pattern))
    .map((route) => ({
      pattern: route.pattern,
      path: route.paths[0] ?? route.pattern,
      runs: keyPatterns.includes(route.pattern) ? RUNS_FOR_KEY_PAGES : RUNS_FOR_OTHER_PAGES,
    }))
  const spanish = audited
    .filter((route) => spanishPatterns.includes(route.pattern))
    .map((route) => ({
      pattern: `${route.pattern} (es)`,
      path: localizePath(route.path, 'es'),
      runs: RUNS_FOR_KEY_PAGES,
    }))
  return [...audited, ...spanish]
}
