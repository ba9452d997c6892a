import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { ServerManifest } from '@tanstack/router-core'
import type { Plugin } from 'vite'
import { NOT_FOUND_SHELL_ATTRIBUTE } from '../src/lib/not-found-shell.ts'
import { buildRouterManifest, type ViteManifest } from './router-manifest.ts'

interface ServerEntry {
  renderPage(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }>
  prerenderPaths(): string[]
  sitemapXml(paths: readonly string[]): string
  robotsTxt(): string
}

/** The URL rendered as the page for addresses no route claims (served with HTTP 404). */
export const NOT_FOUND_RENDER_PATH = '/__not-found__'

/** `/` -> index.html, `/about` -> about.html: the layout Workbox's cleanURLs and the server expect. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`
}

/**
 * Renders every route to static HTML after the client bundle is written. It runs before
 * vite-plugin-pwa's own closeBundle (order 'pre', sequential) so the precache lists the pages.
 */
export function prerenderPlugin(options: {
  ssrEntry: string
  outDir: string
  /** The route a source file defines (scripts/route-files.ts). */
  routeIdOf: (file: string) => string | undefined
}): Plugin {
  let mode = 'production'
  let root = process.cwd()
  return {
    name: 'food-collective:prerender',
    apply: 'build',
    configResolved(config) {
      mode = config.mode
      root = config.root
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const started = performance.now()
        const outDir = resolve(options.outDir)
        const viteManifest = JSON.parse(
          await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as ViteManifest
        // Vite's manifest names source files relative to the project root.
        const manifest = buildRouterManifest(viteManifest, (src) =>
          options.routeIdOf(resolve(root, src)),
        )
        // React's server renderer must run in the mode the bundle was compiled for: a development
        // build (used to catch attribute-only hydration mismatches) needs React's dev runtime.
        process.env.NODE_ENV = mode === 'development' ? 'development' : 'production'
        const entry = (await import(pathToFileURL(resolve(options.ssrEntry)).href)) as ServerEntry
        const paths = entry.prerenderPaths()
        for (const path of paths) {
          const { status, html } = await entry.renderPage(path, manifest)
          if (status !== 200) throw new Error(`Prerender of ${path} answered ${status}`)
          await writePage(outDir, htmlFileFor(path), html)
        }
        // The page for unknown URLs; the server sends it with status 404.
        const notFound = await entry.renderPage(NOT_FOUND_RENDER_PATH, manifest)
        if (!notFound.html.includes('noindex')) {
          throw new Error('The not-found render is missing its noindex head tags')
        }
        // Marked so that the browser renders it afresh instead of hydrating it (see the constant).
        await writePage(
          outDir,
          '_not-found.html',
          notFound.html.replace(/<html\b/, `<html ${NOT_FOUND_SHELL_ATTRIBUTE}=""`),
        )
        await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml(paths))
        await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt())
        const ms = Math.round(performance.now() - started)
        console.log(`prerender: ${paths.length + 1} pages in ${ms} ms`)
      },
    },
  }
}

async function writePage(outDir: string, file: string, html: string): Promise<void> {
  const target = join(outDir, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`)
}
