// What a build costs a visitor, read from dist/: the bytes a page makes the browser fetch to start
// (its stylesheet, and the scripts its app loader requests once the page has painted) and what
// the service worker precaches.
// Shared by `npm run bench` (which prints them) and the budget spec (which holds them to limits).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readAppScripts } from './app-scripts'
import { htmlFileFor } from './prerender-plugin'

/** The most JS, gzip bytes, that / and /es may start with (tests/html/budgets.test.ts). */
export const STARTUP_JS_BUDGET = 130_000

export interface StartupBytes {
  route: string
  jsGzip: number
  cssGzip: number
  htmlGzip: number
}

const gzipBytes = (distDir: string, file: string) =>
  gzipSync(readFileSync(join(distDir, file))).length

/** Gzip bytes of the scripts, stylesheets and HTML a first visit to `route` loads at start-up. */
export function startupBytes(distDir: string, route: string): StartupBytes {
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

/**
 * The script files a first visit to `route` evaluates at start-up: those its loader requests and
 * everything they import statically (dynamic imports, loaded later or never, are left out).
 */
export function startupScripts(distDir: string, route: string): string[] {
  const html = readFileSync(join(distDir, htmlFileFor(route)), 'utf8')
  return staticImportClosure(
    distDir,
    readAppScripts(html).map((url) => url.replace(/^\//, '')),
  )
}

/** The given script files (relative to distDir) and every file they import statically. */
export function staticImportClosure(distDir: string, files: string[]): string[] {
  const pending = [...files]
  const seen = new Set<string>()
  while (pending.length > 0) {
    const file = pending.pop() ?? ''
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(join(distDir, file), 'utf8')
    for (const [, name] of source.matchAll(STATIC_IMPORT))
      pending.push(join(file, '..', name ?? ''))
  }
  return [...seen]
}

// `import"./a.js"` and `import{x}from"./a.js"` in minified chunks; not `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g

export interface PrecacheEntry {
  url: string
  bytes: number
}

/** Every file the built service worker precaches, with its size as stored (uncompressed). */
export function precacheEntries(distDir: string): PrecacheEntry[] {
  const swSource = readFileSync(join(distDir, 'sw.js'), 'utf8')
  return [...swSource.matchAll(/"url":"([^"]+)"/g)].map((m) => {
    const url = m[1] ?? ''
    return { url, bytes: statSync(join(distDir, url)).size }
  })
}
