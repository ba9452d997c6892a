import { events, readAt } from 'virtual:content/events'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { localeOfPath } from './lib/i18n/locales'
import { catalogFile, pageCatalog } from './lib/i18n/page-catalog'
import { activateLocale } from './lib/i18n/translate'
import type { InstallContent } from './lib/offline-install'
import { allPosts } from './prerender-paths'
import { createAppRouter } from './router'

// The server entry renders; what the build writes, and what the install holds, is decided in
// plain modules the build's steps import (scripts/build/outputs/, src/lib/offline-install.ts).
// It also gives them what only the app's modules know: the route tree with each route's URLs
// (also read by `npm run lighthouse` and the end-to-end specs), the messages files, and the posts
// and events the install's rules read.
export { catalogFiles } from './lib/i18n/page-catalog'
export { renderOfflinePage } from './offline-page'
export { prerenderedRoutes } from './prerender-paths'

/** Every post newest first, the events and the build's moment (src/lib/offline-install.ts). */
export function installContent(): InstallContent {
  return { posts: allPosts(), events, readAt }
}

/** Renders one URL to a full HTML document (used by the build's prerender step). */
export async function renderPage(
  url: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  const request = new Request(new URL(url, 'http://localhost'))
  // The page's language is its URL's; pages are rendered one at a time (src/lib/i18n/translate.ts).
  const locale = localeOfPath(new URL(request.url).pathname)
  activateLocale(locale, pageCatalog(locale), catalogFile(locale).path)
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  })
  const response = await handler(defaultRenderHandler)
  return { status: response.status, html: await response.text() }
}
