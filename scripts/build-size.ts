// What a build costs a visitor, read from dist/: the bytes a page makes the browser fetch to start
// (its stylesheet, and the scripts its app loader requests once the page has painted) and what
// the service worker precaches.
// Shared by `npm run bench` (which prints them) and the budget spec (which holds them to limits).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readAppScripts } from './app-scripts'
import { htmlFileFor } from './prerender-plugin'

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
