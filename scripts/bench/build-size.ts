// What a build costs a visitor, read from dist/: the bytes a page makes the browser fetch to start
// (its stylesheet, and the scripts its app loader requests once the page has painted), what
// the service worker precaches, and what an install in one language downloads and keeps.
// Shared by `npm run bench` (which prints them) and the budget spec (which holds them to limits).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { catalogLocaleOf } from '../../src/lib/i18n/catalog-files'
import type { Locale } from '../../src/lib/i18n/locales'
import { pageListFile } from '../../src/lib/offline-install'
import { readAppScripts } from '../build/app-scripts'
import { htmlFileFor } from '../build/outputs/page-files'

/** The most JS, gzip bytes, that / and /es may start with (tests/html/budgets.test.ts). */
export const STARTUP_JS_BUDGET = 130_000

const gzipBytes = (distDir: string, file: string) =>
  gzipSync(readFileSync(join(distDir, file))).length

/** Gzip bytes of the scripts, stylesheets and HTML a first visit to `route` loads at start-up. */
export function startupBytes(distDir: string, route: string) {
  const html = readFileSync(join(distDir, htmlFileFor(route)), 'utf8')
  const js = new Set<string>()
  const css = new Set<string>()
  for (const url of readAppScripts(html)) js.add(url.replace(/^\//, ''))
  for (const m of html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)) css.add(m[1] ?? '')
  const sum = (files: Set<string>) => [...files].reduce((t, f) => t + gzipBytes(distDir, f), 0)
  return {
    route,
    jsGzip: sum(js),
    cssGzip: sum(css),
    htmlGzip: gzipBytes(distDir, htmlFileFor(route)),
  }
}

/** Every file the built service worker precaches, with its size as stored (uncompressed). */
export function precacheEntries(distDir: string) {
  const swSource = readFileSync(join(distDir, 'sw.js'), 'utf8')
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => {
    const url = m[1] ?? ''
    return { url, bytes: statSync(join(distDir, url)).size }
  })
}

/** The most one language's install may download (gzip, as hosts send text). */
export const INSTALL_DOWNLOAD_BUDGET = 1_200_000
/** The most one language's install may keep on the device (uncompressed, as the caches store it). */
export const INSTALL_STORED_GUARD = 3_700_000

export interface InstallFile {
  url: string
  bytes: Buffer
}

/**
 * What an install in one language fetches: the shared precache, and the pages and messages of
 * that language kept apart from it by the worker (sw/language-pages.ts), listed in its page list.
 */
export function installContents(distDir: string, locale: Locale) {
  const shared = precacheEntries(distDir)
  const listed = JSON.parse(readFileSync(join(distDir, pageListFile(locale)), 'utf8')) as {
    url: string
  }[]
  const own = listed.map((entry) =>
    catalogLocaleOf(entry.url) !== undefined ? entry.url.slice(1) : htmlFileFor(entry.url),
  )
  const files = [...shared.map((entry) => entry.url), ...own].map(
    (url): InstallFile => ({
      url,
      bytes: readFileSync(join(distDir, url)),
    }),
  )
  return { shared, listed, files }
}

/** Bytes on the wire: text gzipped (as hosts send it), images and fonts as they are. */
function transferredBytes(file: InstallFile): number {
  return /\.(html|js|css|svg|json|webmanifest|ics|xml|txt)$/.test(file.url)
    ? gzipSync(file.bytes, { level: 9 }).length
    : file.bytes.length
}

/** The totals of a list of install files. */
export function installSize(files: readonly InstallFile[]) {
  return {
    files: files.length,
    // Gzip bytes on the wire (transferredBytes), and the bytes the caches keep.
    downloaded: files.reduce((sum, file) => sum + transferredBytes(file), 0),
    stored: files.reduce((sum, file) => sum + file.bytes.length, 0),
  }
}
