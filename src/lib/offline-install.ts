import { splitEvents } from './event-timing'
import { catalogLocaleOf } from './i18n/catalog-files'
import { LOCALES, type Locale, stripLocale } from './i18n/locales'
import { notFoundFileFor } from './not-found-shell'
import { offlinePageFile } from './offline-page'
import { localizedPaths, type RoutePages } from './route-pages'

/**
 * What one language's offline install holds, decided here for the build (scripts/build/outputs/)
 * and the service worker (sw/language-pages.ts) alike. The install is two parts: the precache,
 * shared by every visitor (scripts, styles, images, data, the not-found and offline pages), and
 * one list per language of its pages and messages, which the worker downloads only for a visitor
 * who reads that language. The posts and events left out, and their files, are cached when read
 * (sw/read-pages.ts).
 */

/**
 * How many of the newest posts each language's install holds (at their main layout). Older posts
 * are cached when first read: at hundreds of posts the install would otherwise outgrow its budget.
 * Six is two pages of the blog's list, and fewer than the sample dataset's posts, so the usual
 * test build already leaves posts out (docs/decisions.md, "Offline").
 */
export const NEWEST_POSTS_INSTALLED = 6

type Shown = { src: string }

/** The content the rules read: every post newest first, the events, and the build's moment. */
export interface InstallContent {
  posts: readonly { slug: string; image: Shown; wideImage: Shown }[]
  events: readonly {
    slug: string
    image: Shown
    date: string
    startTime: string
    endTime: string
  }[]
  readAt: number
}

/**
 * How many of the events still to come (as of the build) each language's install holds, soonest
 * first. Later ones, like past ones, are cached when first read: at a weekly pace eight is about
 * two months ahead, and it bounds the install however far ahead staff schedule (at 100 events,
 * 33 of them to come, each language's install stored 4.09 MB against its 3.7 MB guard). It is the
 * sample dataset's number of events, so the usual build installs every one.
 */
export const NEXT_EVENTS_INSTALLED = 8

const installedEvents = (content: InstallContent) =>
  splitEvents(content.events, content.readAt).upcoming.slice(0, NEXT_EVENTS_INSTALLED)

/**
 * The detail routes of which only some pages are installed: the newest posts at the main layout
 * only (the other layouts are the same text), and the next events to come as of the build.
 * Every other route's pages are all installed.
 */
function installedSlugs(content: InstallContent): Record<string, readonly string[]> {
  return {
    '/blog-single/$slug': content.posts.slice(0, NEWEST_POSTS_INSTALLED).map((post) => post.slug),
    '/blog-single-left-sidebar/$slug': [],
    '/blog-single-fullwidth/$slug': [],
    '/event-single/$slug': installedEvents(content).map((event) => event.slug),
  }
}

/** The pages the install holds, per route (of those the build prerendered). */
export function installedRoutes(routes: readonly RoutePages[], content: InstallContent) {
  const only = installedSlugs(content)
  return routes.map(({ pattern, paths }): RoutePages => {
    const slugs = only[pattern]
    if (!slugs) return { pattern, paths }
    return {
      pattern,
      paths: slugs.map((slug) => pattern.replace('$slug', encodeURIComponent(slug))),
    }
  })
}

/**
 * The pages one language's list holds. Not /404: the precached not-found pages answer for it.
 */
export function installedPathsIn(
  routes: readonly RoutePages[],
  content: InstallContent,
  locale: Locale,
): string[] {
  return localizedPaths(installedRoutes(routes, content), locale).filter(
    (path) => stripLocale(path) !== '/404',
  )
}

/** The posts whose text (virtual:content/post/<slug>) the install leaves out. */
export function leftOutPosts(content: InstallContent): string[] {
  return content.posts.slice(NEWEST_POSTS_INSTALLED).map((post) => post.slug)
}

/**
 * The images of the posts and events the install leaves out: the build keeps them out of the
 * precache too, unless an installed page shows them.
 */
export function leftOutImages(content: InstallContent): string[] {
  const installed = new Set(installedEvents(content))
  return [
    ...content.posts
      .slice(NEWEST_POSTS_INSTALLED)
      .flatMap((post) => [post.image.src, post.wideImage.src]),
    ...content.events.filter((event) => !installed.has(event)).map((event) => event.image.src),
  ]
}

/**
 * Modules no installed page needs to open: the older posts' list (a list's later pages and a
 * search load it). It grows with every post, so it is fetched when first needed and kept once read.
 */
export const ON_DEMAND_MODULES = ['virtual:content/post-archive']

/** One language's list (its pages and messages, each with a revision), itself precached. */
export function pageListFile(locale: Locale): string {
  return `language-pages/${locale}.json`
}

/** The cache the worker keeps one language's listed pages and messages in. */
export function pagesCacheName(locale: Locale): string {
  return `pages-${locale}`
}

/** One entry of a language's list. */
export interface ListedPage {
  /** The page's address (/es/get-help) or its messages file's (/assets/i18n-es-….json). */
  url: string
  revision: string
}

const SHARED_PAGES = new Set([
  '404.html',
  ...LOCALES.flatMap((locale) => [notFoundFileFor(locale), offlinePageFile(locale)]),
])

/**
 * Whether a built file belongs in the shared precache: not a page (each language's are listed
 * apart) but the not-found and offline shells and /404, not a language's messages, and not a
 * file only left-out pages use (`leftOut`, scripts/build/outputs/left-out-files.ts).
 */
export function inSharedPrecache(file: string, leftOut: ReadonlySet<string>): boolean {
  return (
    (!file.endsWith('.html') || SHARED_PAGES.has(file)) &&
    catalogLocaleOf(file) === undefined &&
    !leftOut.has(file)
  )
}
