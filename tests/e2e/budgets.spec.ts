// Size budgets of the built site (bytes, not timings: these hold on any machine): the JS that /
// needs to start is at most 130 KB gzip; every precached file is under 2 MiB; and the whole
// precache is at most 3.4 MB (decimal; bytes as the cache stores them, uncompressed). It was 3 MB
// until pages were added (/get-help, /privacy, /volunteer, the donation thank-you page), a footer
// column, the early-tap loader and the payment code: over half of the precache is page HTML, and
// what every page repeats (inline icons, the loader, the router's bootstrap) grows with each page.
// Moving those repeats into shared cached files is what brings it back under 3 MB.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  precacheEntries,
  startupBytes,
  startupScripts,
  staticImportClosure,
} from '../../scripts/build-size'
import { expect, test } from './support/test'

// No browser here: these read the files of the build in dist/.
const DIST = 'dist'

test.describe('size budgets of the build', () => {
  test('the JS that / starts with is at most 130 KB gzip', () => {
    const home = startupBytes(DIST, '/')
    expect(home.jsGzip).toBeGreaterThan(50_000) // sanity: the entry and React were counted
    expect(home.jsGzip).toBeLessThanOrEqual(130_000)
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

  test('the whole precache is at most 3.4 MB', () => {
    const total = precacheEntries(DIST).reduce((sum, entry) => sum + entry.bytes, 0)
    expect(total).toBeGreaterThan(1_000_000) // sanity: the pages, scripts and images were counted
    expect(total).toBeLessThanOrEqual(3_400_000)
  })
})
