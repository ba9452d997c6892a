import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { ServerManifest } from '@tanstack/router-core'
import type { Plugin } from 'vite'
import {
  LOCALES,
  type Locale,
  localeOfPath,
  localizePath,
  stripLocale,
} from '../../src/lib/i18n/locales.ts'
import { compactPages, KNOWN_PAGES_FILE } from '../../src/lib/known-pages.ts'
import { NOT_FOUND_SHELL_ATTRIBUTE } from '../../src/lib/not-found-shell.ts'
import { offlinePageFile } from '../../src/lib/offline-page.ts'
import { leftOutFiles, shownImagesIn } from './left-out-files.ts'
import { buildRouterManifest, type ViteManifest } from './router-manifest.ts'

interface ServerEntry {
  renderPage(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }>
  prerenderPaths(): string[]
  sitemapXml(paths: readonly string[]): string
  robotsTxt(): string
  catalogFiles(): { locale: string; path: string; json: string }[]
  installedPathsIn(locale: Locale): string[]
  leftOutPosts(): string[]
  leftOutImages(): string[]
  renderOfflinePage(locale: Locale, head: string): string
}

/** The URL rendered as the page for addresses no route claims (served with HTTP 404). */
export const NOT_FOUND_RENDER_PATH = '/__not-found__'

/**
 * The not-found page of one language: _not-found.html, _not-found.es.html, both precached for
 * every visitor (unknown addresses offline, in either language).
 */
export function notFoundFileFor(locale: string): string {
  return locale === 'en' ? '_not-found.html' : `_not-found.${locale}.html`
}

/**
 * One language's installed pages (src/installed-pages.ts) and its messages file, with a revision
 * each, for the service worker, which keeps them apart from the precache and downloads a
 * language's only for a visitor who reads it (sw/language-pages.ts). The /404 pages are left out:
 * the not-found shells answer for them.
 */
export function pageListFile(locale: string): string {
  return `language-pages/${locale}.json`
}

/** `/` -> index.html, `/about` -> about.html: the layout Workbox's cleanURLs and the server expect. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`
}

/**
 * Renders every route to static HTML after the client bundle is written. It runs before
 * vite-plugin-pwa's own closeBundle (order 'pre', sequential) so the precache lists the pages, and
 * leaves out the files of the pages the install leaves out (`leftOut`).
 */
export function prerenderPlugin(options: {
  ssrEntry: string
  outDir: string
  /** The route a source file defines (scripts/build/route-files.ts). */
  routeIdOf: (file: string) => string | undefined
}): { plugin: Plugin; leftOut: () => ReadonlySet<string> } {
  let mode = 'production'
  let root = process.cwd()
  let leftOut = new Set<string>()
  const plugin: Plugin = {
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
        const listed = new Map<string, { url: string; revision: string }[]>(
          LOCALES.map((locale) => [locale, []]),
        )
        // Each language's messages, which every page of that language preloads; kept offline
        // with that language's pages. Their name carries their hash, which serves as revision.
        for (const catalog of entry.catalogFiles()) {
          await writeFile(join(outDir, catalog.path), catalog.json)
          listed.get(catalog.locale)?.push({ url: catalog.path, revision: catalog.path })
        }
        const paths = entry.prerenderPaths()
        const installed = new Set(LOCALES.flatMap((locale) => entry.installedPathsIn(locale)))
        const shownInstalled = new Set<string>()
        for (const path of paths) {
          const { status, html } = await entry.renderPage(path, manifest)
          if (status !== 200) throw new Error(`Prerender of ${path} answered ${status}`)
          const written = await writePage(outDir, htmlFileFor(path), html)
          if (installed.has(path) && stripLocale(path) !== '/404') {
            const revision = createHash('sha256').update(written).digest('hex').slice(0, 16)
            listed.get(localeOfPath(path))?.push({ url: path, revision })
            for (const image of shownImagesIn(written)) shownInstalled.add(image)
          }
        }
        leftOut = new Set(
          leftOutFiles({
            manifest: viteManifest,
            posts: entry.leftOutPosts(),
            images: entry.leftOutImages(),
            shownInstalled,
          }),
        )
        // Every address with a page, for the worker to tell a page not read yet from an unknown one.
        await writeFile(join(outDir, KNOWN_PAGES_FILE), JSON.stringify(compactPages(paths)))
        await mkdir(join(outDir, 'language-pages'), { recursive: true })
        for (const [locale, pages] of listed) {
          await writeFile(join(outDir, pageListFile(locale)), JSON.stringify(pages))
        }
        // The page for unknown URLs, one per language (es/_not-found.html answers unknown /es/
        // addresses); the server sends it with status 404.
        for (const locale of LOCALES) {
          const renderPath = localizePath(NOT_FOUND_RENDER_PATH, locale)
          const notFound = await entry.renderPage(renderPath, manifest)
          if (!notFound.html.includes('noindex')) {
            throw new Error('The not-found render is missing its noindex head tags')
          }
          // Marked so that the browser renders it afresh instead of hydrating it (see the constant).
          await writePage(
            outDir,
            notFoundFileFor(locale),
            notFound.html.replace(/<html\b/, `<html ${NOT_FOUND_SHELL_ATTRIBUTE}=""`),
          )
          // The offline page, with the same stylesheet and icon.
          const head = notFound.html.match(/<link rel="(stylesheet|icon)"[^>]*>/g)?.join('') ?? ''
          await writePage(outDir, offlinePageFile(locale), entry.renderOfflinePage(locale, head))
        }
        await writeFile(join(outDir, 'sitemap.xml'), entry.sitemapXml(paths))
        await writeFile(join(outDir, 'robots.txt'), entry.robotsTxt())
        const ms = Math.round(performance.now() - started)
        console.log(`prerender: ${paths.length + LOCALES.length} pages in ${ms} ms`)
      },
    },
  }
  return { plugin, leftOut: () => leftOut }
}

async function writePage(outDir: string, file: string, html: string): Promise<string> {
  const target = join(outDir, file)
  await mkdir(dirname(target), { recursive: true })
  const page = `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`
  await writeFile(target, page)
  return page
}
