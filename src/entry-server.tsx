import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { prerenderedRoutes, prerenderPaths } from './prerender-paths'
import { createAppRouter } from './router'

export { robotsTxt, sitemapXml } from './lib/sitemap'
// prerenderedRoutes: for `npm run lighthouse` (scripts/lighthouse.ts), which audits every pattern.
export { prerenderedRoutes, prerenderPaths }

/** Renders one URL to a full HTML document (used by the build's prerender step). */
export async function renderPage(
  url: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  })
  const response = await handler(defaultRenderHandler)
  return { status: response.status, html: await response.text() }
}
