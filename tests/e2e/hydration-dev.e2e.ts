import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderPaths } from '../../src/prerender-paths'
import { launchBrowser, waitForFullHydration, watchErrors } from './support/browser'
import { buildSite, serveSite } from './support/site'

// Production React stays silent about attribute-only hydration mismatches; a development build
// of the same pages reports every one of them (and src/boot/start-app.tsx logs recoverable errors).
const OUT_DIR = '.e2e-builds/dev'
let browser: Browser
let site: Awaited<ReturnType<typeof serveSite>>

beforeAll(async () => {
  await buildSite(OUT_DIR, {}, { mode: 'development' })
  site = await serveSite(OUT_DIR)
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.close()
  rmSync(OUT_DIR, { recursive: true, force: true })
  rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
})

describe('development build', () => {
  it('every page hydrates with no hydration warning or console error', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    // Blog lists are prerendered at page 1 with no query, and hydrate at any page or query.
    const withSearch = [
      '/blog?page=2',
      '/blog-left-sidebar?page=3&q=the',
      '/blog-fullwidth?q=bread',
    ]
    for (const path of [...prerenderPaths(), ...withSearch]) {
      await page.goto(`${site.baseURL}${path}`)
      await waitForFullHydration(page)
      // The not-found page answers with status 404, which Chromium logs about the document itself.
      const unexpected =
        path === '/404' ? errors.filter((error) => !error.includes('status of 404')) : errors
      expect(unexpected, path).toEqual([])
      errors.length = 0
    }
    await context.close()
  }, 240_000)
})
