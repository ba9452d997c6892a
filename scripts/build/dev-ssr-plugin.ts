import type { ServerManifest } from '@tanstack/router-core'
import type { Plugin } from 'vite'
import type { ServerEntry } from './prerender-plugin.ts'

/** In development the entry is served from source; Vite's client and React Refresh are injected. */
const devManifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/boot/main.tsx' } }] } },
}

/**
 * `vite dev` server-renders pages the same way the build prerenders them, so development shows
 * what production ships (there is no index.html: the root route renders the whole document).
 */
export function devSsrPlugin(): Plugin {
  return {
    name: 'food-collective:dev-ssr',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/'
        if (req.method === 'GET' && url.startsWith('/assets/i18n-')) {
          // The message catalogs the pages preload, written by the build's prerender step.
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
          const catalog = entry.catalogFiles().find((file) => file.path === url)
          if (!catalog) return next()
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.end(catalog.json)
          return
        }
        const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
        if (!wantsHtml || url.startsWith('/@') || /\.[a-z0-9]+($|\?)/i.test(url)) return next()
        try {
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
          const { status, html } = await entry.renderPage(url, devManifest)
          const page = await server.transformIndexHtml(url, `<!DOCTYPE html>${html}`)
          res.statusCode = status
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end(page)
        } catch (error) {
          server.ssrFixStacktrace(error as Error)
          next(error)
        }
      })
    },
  }
}
