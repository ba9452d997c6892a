import { events, readAt } from 'virtual:content/events'
import { splitEvents } from './lib/event-timing'
import { type Locale, localizePath } from './lib/i18n/locales'
import {
  allPosts,
  detailSlugs,
  expandPatterns,
  type RoutePages,
  routePatterns,
} from './prerender-paths'

/**
 * How many of the newest posts each language's install holds (at their main layout). Older posts
 * are cached when first read: at hundreds of posts the install would otherwise outgrow its budget.
 * Six is two pages of the blog's list, and fewer than the sample dataset's posts, so the usual
 * test build already leaves posts out (docs/decisions.md, "Offline").
 */
export const NEWEST_POSTS_INSTALLED = 6

const newestPosts = () => allPosts().slice(0, NEWEST_POSTS_INSTALLED)
const upcomingEvents = () => splitEvents(events, readAt).upcoming

/**
 * The pages the install holds, per route: every page but the posts and events, the newest posts at
 * the main layout only (the other layouts are the same text), and the events still to come as of
 * the build. The rest are cached when read (sw/read-pages.ts).
 */
export function installedRoutes(): RoutePages[] {
  return expandPatterns(routePatterns(), {
    ...detailSlugs,
    '/blog-single/$slug': () => newestPosts().map((post) => post.slug),
    '/blog-single-left-sidebar/$slug': () => [],
    '/blog-single-fullwidth/$slug': () => [],
    '/event-single/$slug': () => upcomingEvents().map((event) => event.slug),
  })
}

/** The installed pages of one language. */
export function installedPathsIn(locale: Locale): string[] {
  return installedRoutes().flatMap((route) => route.paths.map((p) => localizePath(p, locale)))
}

/** The posts whose text (virtual:content/post/<slug>) the install leaves out. */
export function leftOutPosts(): string[] {
  return allPosts()
    .slice(NEWEST_POSTS_INSTALLED)
    .map((post) => post.slug)
}

/**
 * The images of the posts and events the install leaves out: the build keeps them out of the
 * precache too, unless an installed page shows them.
 */
export function leftOutImages(): string[] {
  const upcoming = new Set(upcomingEvents())
  return [
    ...allPosts()
      .slice(NEWEST_POSTS_INSTALLED)
      .flatMap((post) => [post.image.src, post.wideImage.src]),
    ...events.filter((event) => !upcoming.has(event)).map((event) => event.image.src),
  ]
}
