// Size budgets of the built site (bytes, not timings: these hold on any machine): the JS that /
// and /es need to start is at most 130 KB gzip each; every precached file is under 2 MiB; and what
// one visitor's install takes, the shared precache plus the pages and messages of their language:
// at most 3 MB downloaded (what travels, compressed as any host compresses text: gzip; the
// project's server sends brotli, smaller still) and at most 3.7 MB kept on the device (what the
// caches store, uncompressed).
//
// The stored figure was 3 MB until pages were added (/get-help, /privacy, /volunteer, the donation
// thank-you page), a footer column, the early-tap loader and the payment code; then 3.4 MB; then
// 3.6 MB with the Spanish twins, when each page gained its hreflang alternates, its messages
// preload and the language switch (about 0.5 KB a page) and the site's own text grew in both
// languages. Over half of it is page HTML, and what every page repeats (inline icons, the loader,
// the router's bootstrap) grows with each page: moving those repeats into shared cached files is
// what would bring it down again.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  INSTALL_DOWNLOAD_BUDGET,
  INSTALL_STORED_GUARD,
  type InstallFile,
  installContents,
  installSize,
  precacheEntries,
  STARTUP_JS_BUDGET,
  startupBytes,
} from '../../scripts/bench/build-size'
import { readAppScripts } from '../../scripts/build/app-scripts'
import { htmlFileFor } from '../../scripts/build/outputs/page-files'
import { catalogLocaleOf } from '../../src/lib/i18n/catalog-files'
import { LOCALES, type Locale, localeOfPath } from '../../src/lib/i18n/locales'

// No browser here: these read the files of the build in dist/.
const DIST = 'dist'

describe('size budgets of the build', () => {
  for (const home of ['/', '/es']) {
    test(`the JS that ${home} starts with is at most ${STARTUP_JS_BUDGET / 1000} KB gzip`, () => {
      const bytes = startupBytes(DIST, home)
      expect(bytes.jsGzip).toBeGreaterThan(50_000) // sanity: the entry and React were counted
      expect(bytes.jsGzip).toBeLessThanOrEqual(STARTUP_JS_BUDGET)
    })
  }

  // Requests cost more than bytes on a slow connection (each waits a round trip, six at a time
  // per host over HTTP/1.1): what every page starts with is five chunks (entry, bundler runtime,
  // React, router, the site's own start-up modules: scripts/build/startup-modules-plugin.ts). Without
  // that grouping it was nineteen.
  test('every page starts the app with at most 6 script files before its own route chunks', () => {
    for (const route of ['/', '/shop', '/es/get-help']) {
      const html = readFileSync(join(DIST, htmlFileFor(route)), 'utf8')
      const startup = /data-app-scripts="true">(\{"entry"[^<]*)<\/script>/.exec(html)?.[1]
      expect(startup, route).toBeDefined()
      const { preloads } = JSON.parse(startup ?? '{}') as { preloads: string[] }
      expect(preloads.length, route).toBeGreaterThan(2) // sanity: the list was read
      expect(preloads.length, route).toBeLessThanOrEqual(6)
    }
  })

  test('/order_received starts without the checkout form: it only names the payment method', () => {
    const files = startupScripts(DIST, '/order_received')
    expect(files.length).toBeGreaterThan(3) // sanity: the entry's imports were followed
    for (const file of files) {
      expect(readFileSync(join(DIST, file), 'utf8'), file).not.toContain('is a required field')
    }
  })

  test('/ and /impact start without yup: the configuration is validated at build time', () => {
    // The Impact page imports its reports loader as soon as it renders.
    const reportsLoader = readdirSync(join(DIST, 'assets')).filter(
      (name) => name.startsWith('reports-loader-') && name.endsWith('.js'),
    )
    expect(reportsLoader).toHaveLength(1)
    const pages = {
      '/': startupScripts(DIST, '/'),
      '/impact': [
        ...startupScripts(DIST, '/impact'),
        ...staticImportClosure(DIST, [`assets/${reportsLoader[0]}`]),
      ],
    }
    for (const [route, files] of Object.entries(pages)) {
      expect(files.length, route).toBeGreaterThan(3) // sanity: the entry's imports were followed
      for (const file of files) {
        // yup's default message for a missing field, a string only yup's own code contains.
        expect(readFileSync(join(DIST, file), 'utf8'), `${route}: ${file}`).not.toContain(
          'is a required field',
        )
      }
    }
  })

  test('/volunteer lists this device’s sign-ups without yup: only its form validates', () => {
    // The module MySignups imports as the visitor nears the form, with everything it imports.
    const actions = readdirSync(join(DIST, 'assets')).filter(
      (name) => name.startsWith('signup-actions-') && name.endsWith('.js'),
    )
    expect(actions).toHaveLength(1)
    const files = staticImportClosure(DIST, [`assets/${actions[0]}`])
    expect(files.length).toBeGreaterThan(3) // sanity: its imports (Dexie, the outbox) were followed
    for (const file of files) {
      expect(readFileSync(join(DIST, file), 'utf8'), file).not.toContain('is a required field')
    }
  })

  test('the shop, cart, checkout and Impact pages start without Dexie: it loads after hydration', () => {
    for (const route of ['/shop', '/cart', '/checkout', '/order_received', '/impact']) {
      const files = startupScripts(DIST, route)
      expect(files.length, route).toBeGreaterThan(3) // sanity: the entry's imports were followed
      for (const file of files) {
        // One of Dexie's own error names, a string only Dexie's code contains.
        expect(readFileSync(join(DIST, file), 'utf8'), `${route}: ${file}`).not.toContain(
          'DatabaseClosedError',
        )
      }
    }
  })

  test('every precached file is under 2 MiB', () => {
    const entries = precacheEntries(DIST)
    expect(entries.length).toBeGreaterThan(100)
    for (const entry of entries) expect(entry.bytes, entry.url).toBeLessThan(2 * 1024 * 1024)
  })

  // What one visitor's install takes: the precache (what every language shares) and the pages and
  // messages of the language they read, kept apart from the precache by the worker
  // (sw/language-pages.ts).
  for (const locale of LOCALES) {
    const language = locale === 'en' ? 'English' : 'Spanish'
    test(`an install in ${language} downloads at most 3 MB and keeps at most 3.7 MB`, () => {
      const { stored, downloaded } = installSize(installFiles(locale))
      console.log(
        `an install in ${language}: ${downloaded} B downloaded (gzip), ${stored} B stored`,
      )
      expect(stored).toBeGreaterThan(1_000_000) // sanity: the pages, scripts and images were counted
      expect(downloaded).toBeLessThan(stored) // sanity: the text was compressed
      expect(downloaded).toBeLessThanOrEqual(INSTALL_DOWNLOAD_BUDGET)
      expect(stored).toBeLessThanOrEqual(INSTALL_STORED_GUARD)
    })
  }
})

/** Every file an install in one language downloads (scripts/bench/build-size.ts), its rules checked. */
function installFiles(locale: Locale): InstallFile[] {
  const { shared, listed, files } = installContents(DIST, locale)
  // No page and no messages of either language are in the shared precache: only the not-found
  // and offline shells.
  for (const entry of shared.filter((e) => e.url.endsWith('.html'))) {
    expect(entry.url).toMatch(/^(_not-found(\.es)?|_offline(\.es)?|404)\.html$/)
  }
  for (const entry of shared) expect(catalogLocaleOf(entry.url), entry.url).toBeUndefined()
  expect(listed.length).toBeGreaterThan(50) // sanity: the language's installed pages are listed
  // The language's messages, once, and only its own.
  expect(listed.filter((entry) => catalogLocaleOf(entry.url) !== undefined)).toEqual([
    {
      url: expect.stringMatching(new RegExp(`^/assets/i18n-${locale}-`)),
      revision: expect.anything(),
    },
  ])
  for (const entry of listed) {
    if (catalogLocaleOf(entry.url) === undefined) {
      expect(localeOfPath(entry.url), entry.url).toBe(locale)
    }
  }
  return files
}

/**
 * The script files a first visit to `route` evaluates at start-up: those its loader requests and
 * everything they import statically (dynamic imports, loaded later or never, are left out).
 */
function startupScripts(distDir: string, route: string): string[] {
  const html = readFileSync(join(distDir, htmlFileFor(route)), 'utf8')
  return staticImportClosure(
    distDir,
    readAppScripts(html).map((url) => url.replace(/^\//, '')),
  )
}

/** The given script files (relative to distDir) and every file they import statically. */
function staticImportClosure(distDir: string, files: string[]): string[] {
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
