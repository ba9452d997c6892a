import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { ServerManifest } from '@tanstack/router-core'
import type { Manifest, Plugin } from 'vite'
import { LOCALES, type Locale, localizePath } from '../../src/lib/i18n/locales.ts'
import { compactPages, KNOWN_PAGES_FILE } from '../../src/lib/known-pages.ts'
import {
  type InstallContent,
  installedPathsIn,
  leftOutImages,
  leftOutPosts,
} from '../../src/lib/offline-install.ts'
import { localizedPaths, type RoutePages } from '../../src/lib/route-pages.ts'
import { writeInstallList } from './outputs/install-lists.ts'
import { leftOutFiles, shownImagesIn } from './outputs/left-out-files.ts'
import { NOT_FOUND_RENDER_PATH, writeNotFoundPage } from './outputs/not-found-pages.ts'
import { writeOfflinePage } from './outputs/offline-pages.ts'
import { writeBuildFile } from './outputs/page-files.ts'
import { writePages } from './outputs/pages.ts'
import { writeSitemap } from './outputs/sitemap.ts'
import { buildRouterManifest } from './router-manifest.ts'

/** What the server-render bundle (src/entry-server.tsx) gives the build. */
export interface ServerEntry {
  renderPage(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }>
  renderOfflinePage(locale: Locale, head: string): string
  catalogFiles(): { locale: Locale; path: string; json: string }[]
  prerenderedRoutes(): RoutePages[]
  installContent(): InstallContent
}

/**
 * Writes the build's outputs beyond the bundles, one step each (scripts/build/outputs/), after
 * the client bundle is written. It runs before vite-plugin-pwa's own closeBundle (order 'pre',
 * sequential) so the precache lists the pages, and tells it the files only left-out pages use
 * (`leftOut`).
 */
export function prerenderPlugin(options: {
  ssrEntry: string
  outDir: string
  /** The public address sitemap.xml and robots.txt name. */
  publicUrl: string
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
        ) as Manifest
        // Vite's manifest names source files relative to the project root.
        const manifest = buildRouterManifest(viteManifest, (src) =>
          options.routeIdOf(resolve(root, src)),
        )
        // React's server renderer must run in the mode the bundle was compiled for: a development
        // build (used to catch attribute-only hydration mismatches) needs React's dev runtime.
        process.env.NODE_ENV = mode === 'development' ? 'development' : 'production'
        const entry = (await import(pathToFileURL(resolve(options.ssrEntry)).href)) as ServerEntry
        const render = (path: string) => entry.renderPage(path, manifest)
        const routes = entry.prerenderedRoutes()
        const content = entry.installContent()
        const paths = LOCALES.flatMap((locale) => localizedPaths(routes, locale))

        // Each language's messages file, which every page of that language preloads (and the
        // install keeps with its pages); its hashed name serves as its revision.
        const catalogs = entry.catalogFiles()
        for (const { path, json } of catalogs) await writeBuildFile(outDir, path, json)
        const pages = await writePages(outDir, paths, render)
        const shownInstalled = new Set<string>()
        for (const locale of LOCALES) {
          const installed = new Set(installedPathsIn(routes, content, locale))
          const installedPages = new Map([...pages].filter(([path]) => installed.has(path)))
          for (const html of installedPages.values()) {
            for (const image of shownImagesIn(html)) shownInstalled.add(image)
          }
          const ownCatalogs = catalogs.filter((catalog) => catalog.locale === locale)
          await writeInstallList(
            outDir,
            locale,
            ownCatalogs.map((catalog) => catalog.path),
            installedPages,
          )
        }
        leftOut = new Set(
          leftOutFiles({
            manifest: viteManifest,
            posts: leftOutPosts(content),
            images: leftOutImages(content),
            shownInstalled,
          }),
        )
        // Every address with a page, for the worker to tell a page not read yet from an unknown one.
        await writeBuildFile(outDir, KNOWN_PAGES_FILE, JSON.stringify(compactPages(paths)))
        for (const locale of LOCALES) {
          const notFound = await render(localizePath(NOT_FOUND_RENDER_PATH, locale))
          await writeNotFoundPage(outDir, locale, notFound.html)
          await writeOfflinePage(outDir, locale, notFound.html, entry.renderOfflinePage)
        }
        await writeSitemap(outDir, options.publicUrl, paths)
        const ms = Math.round(performance.now() - started)
        console.log(`prerender: ${paths.length + LOCALES.length} pages in ${ms} ms`)
      },
    },
  }
  return { plugin, leftOut: () => leftOut }
}
