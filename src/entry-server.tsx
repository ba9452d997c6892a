import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { localeOfPath } from './lib/i18n/locales'
import { catalogFile, pageCatalog } from './lib/i18n/page-catalog'
import { activateLocale } from './lib/i18n/translate'
import { prerenderedRoutes, prerenderPaths, prerenderPathsIn } from './prerender-paths'
import { createAppRouter } from './router'

// What each language's install holds (the rest is cached when read), and the offline page.
export {
  installedPathsIn,
  installedRoutes,
  leftOutImages,
  leftOutPosts,
  NEWEST_POSTS_INSTALLED,
} from './installed-pages'
export { catalogFiles } from './lib/i18n/page-catalog'
export { robotsTxt, sitemapXml } from './lib/sitemap'
export { renderOfflinePage } from './offline-page'
// prerenderedRoutes: for `npm run lighthouse` (scripts/bench/lighthouse.ts), which audits every pattern.
export { prerenderedRoutes, prerenderPaths, prerenderPathsIn }

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
