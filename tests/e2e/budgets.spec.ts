// Size budgets of the built site (bytes, not timings: these hold on any machine): the JS that /
// and /es need to start is at most 130 KB gzip each; every precached file is under 2 MiB; and what
// one visitor's install downloads, the shared precache plus the pages of their language, is at
// most 3.6 MB (decimal; bytes as the cache stores them, uncompressed). That allowance was 3.4 MB
// for the whole precache before the Spanish twins; each page then gained its hreflang alternates,
// its catalog preload and the language switch (about 0.5 KB a page), and the Spanish pages run a
// little longer than the English. Before that it was 3 MB until pages were added (/get-help, /privacy, /volunteer, the donation thank-you page), a footer
// column, the early-tap loader and the payment code: over half of the precache is page HTML, and
// what every page repeats (inline icons, the loader, the router's bootstrap) grows with each page.
// Moving those repeats into shared cached files is what brings it back under 3 MB.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  precacheEntries,
  startupBytes,
  startupScripts,
  staticImportClosure,
} from '../../scripts/build-size'
import { htmlFileFor } from '../../scripts/prerender-plugin'
import { LOCALES, localeOfPath } from '../../src/lib/i18n/locales'
import { expect, test } from './support/test'

// No browser here: these read the files of the build in dist/.
const DIST = 'dist'

test.describe('size budgets of the build', () => {
  for (const home of ['/', '/es']) {
    test(`the JS that ${home} starts with is at most 130 KB gzip`, () => {
      const bytes = startupBytes(DIST, home)
      expect(bytes.jsGzip).toBeGreaterThan(50_000) // sanity: the entry and React were counted
      expect(bytes.jsGzip).toBeLessThanOrEqual(130_000)
    })
  }

  test('/order_received starts without the checkout form: it only names the payment method', () => {
    const files = startupScripts(DIST, '/order_received')
    expect(files.length).toBeGreaterThan(3) // sanity: the entry's imports were followed
    for (const file of files) {
      expect(readFileSync(join(DIST, file), 'utf8'), file).not.toContain('is a required field')
    }
  })

  test('/ and /impact start without yup: the configuration is validated at build time', () => {
    // The Impact page imports its reports loader as soon as it renders.
    const reportsLoader = readdirSync(join(DIST, 'assets')).filter((name) =>
      name.startsWith('reports-loader-'),
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

  // What one visitor's install downloads: the precache (what every language shares) and the pages
  // of the language they read, kept apart from the precache by the worker (sw/language-pages.ts).
  for (const locale of LOCALES) {
    test(`an install in ${locale === 'en' ? 'English' : 'Spanish'} downloads at most 3.6 MB`, () => {
      const shared = precacheEntries(DIST)
      // No page of either language is in the shared precache: only the not-found shells.
      for (const entry of shared.filter((e) => e.url.endsWith('.html'))) {
        expect(entry.url).toMatch(/^(_not-found(\.es)?|404)\.html$/)
      }
      const pages = JSON.parse(
        readFileSync(join(DIST, 'language-pages', `${locale}.json`), 'utf8'),
      ) as { url: string }[]
      expect(pages.length).toBeGreaterThan(80) // sanity: every page of the language is listed
      for (const page of pages) expect(localeOfPath(page.url), page.url).toBe(locale)
      const total =
        shared.reduce((sum, entry) => sum + entry.bytes, 0) +
        pages.reduce((sum, page) => sum + statSync(join(DIST, htmlFileFor(page.url))).size, 0)
      expect(total).toBeGreaterThan(1_000_000) // sanity: the pages, scripts and images were counted
      expect(total).toBeLessThanOrEqual(3_600_000)
    })
  }
})
