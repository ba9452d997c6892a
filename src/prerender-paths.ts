import { causes } from 'virtual:content/causes'
import { events } from 'virtual:content/events'
import { posts as olderPosts } from 'virtual:content/post-archive'
import { blog } from 'virtual:content/post-list'
import { products } from 'virtual:content/products'
import { team } from 'virtual:content/team'
import type { RoutePages } from './lib/route-pages'
import { createAppRouter } from './router'
import type { FileRouteTypes } from './routeTree.gen'

// Every URL the build writes as its own HTML file, read from the router's route tree: a new
// static route (src/routes/volunteer.tsx) is prerendered with nothing to add here; a new detail
// route needs its one line in detailSlugs (the typecheck and src/prerender-paths.test.ts insist).

/** A route's full path as TanStack Router's generated route tree spells it ('/cause-single/$slug'). */
type RoutePattern = FileRouteTypes['fullPaths']

/** The routes whose path has a parameter: each needs the list of values to prerender. */
type DetailPattern = Extract<RoutePattern, `${string}$${string}`>

/**
 * The one hand-kept table: which content slugs each detail route is prerendered for. Typed over
 * every parameterised route in the route tree, so a new `$slug` route fails the typecheck until it
 * is listed here. `null` means the route is never prerendered (the catch-all answers unknown URLs
 * with the not-found page, which the build writes once as _not-found.html).
 */
/** Every post, newest first: those every blog page has, then the older ones. */
export const allPosts = () => [...blog.posts, ...olderPosts]
const postSlugs = () => allPosts().map((p) => p.slug)

const detailSlugs: Record<DetailPattern, (() => readonly string[]) | null> = {
  '/$': null,
  '/cause-single/$slug': () => causes.map((c) => c.slug),
  '/team-single/$slug': () => team.map((m) => m.slug),
  '/event-single/$slug': () => events.map((e) => e.slug),
  '/product-single/$slug': () => products.map((p) => p.slug),
  '/blog-single/$slug': postSlugs,
  '/blog-single-left-sidebar/$slug': postSlugs,
  '/blog-single-fullwidth/$slug': postSlugs,
}

/** Every route pattern in the router's route tree, in the tree's order. */
export function routePatterns(): string[] {
  return Object.keys(createAppRouter().routesByPath)
}

/**
 * Expands route patterns to URLs: a static pattern is its own URL; a pattern with one parameter
 * gets one URL per slug from `slugs`. A parameterised pattern missing from `slugs` is an error, so
 * a new detail route can never go live as the not-found shell unnoticed.
 */
export function expandPatterns(
  patterns: readonly string[],
  slugs: Readonly<Record<string, (() => readonly string[]) | null>>,
): RoutePages[] {
  return patterns.map((pattern) => {
    const params = pattern.match(/\$\w*/g) ?? []
    if (params.length === 0) return { pattern, paths: [pattern] }
    const listSlugs = slugs[pattern]
    if (listSlugs === undefined) {
      throw new Error(`Route ${pattern} has a parameter but no entry in detailSlugs`)
    }
    if (listSlugs === null) return { pattern, paths: [] }
    if (params.length > 1) throw new Error(`Route ${pattern}: only one parameter is supported`)
    const [param = ''] = params
    return {
      pattern,
      paths: listSlugs().map((slug) => pattern.replace(param, encodeURIComponent(slug))),
    }
  })
}

/** Every route pattern of the route tree with the URLs the build writes for it. */
export function prerenderedRoutes(): RoutePages[] {
  return expandPatterns(routePatterns(), detailSlugs)
}
