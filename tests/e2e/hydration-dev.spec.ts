import { rmSync } from 'node:fs'
import { prerenderPaths } from './support/built-routes'
import { waitForFullHydration } from './support/page-checks'
import { buildSite, serveSite } from './support/site'
import { test as base, expect } from './support/test'

// Production React stays silent about attribute-only hydration mismatches; a development build
// of the same pages reports every one of them (and src/boot/start-app.tsx logs recoverable errors).
const OUT_DIR = '.e2e-builds/dev'

const test = base.extend<object, { devSite: Awaited<ReturnType<typeof serveSite>> }>({
  devSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await buildSite(OUT_DIR, {}, { mode: 'development' })
      const site = await serveSite(OUT_DIR)
      await use(site)
      await site.close()
      rmSync(OUT_DIR, { recursive: true, force: true })
      rmSync(`${OUT_DIR}-ssr`, { recursive: true, force: true })
    },
    // A full development build of the site, once for the file.
    { scope: 'worker', timeout: 180_000 },
  ],
  // The pages of this file come from the development build, not from dist/.
  baseURL: async ({ devSite }, use) => {
    await use(devSite.baseURL)
  },
})

test.use({ serviceWorkers: 'block' })

test.describe('development build', () => {
  test('every page hydrates with no hydration warning or console error', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(240_000)
    // Blog lists are prerendered at page 1 with no query, and hydrate at any page or query.
    const withSearch = [
      '/blog?page=2',
      '/blog-left-sidebar?page=3&q=the',
      '/blog-fullwidth?q=bread',
    ]
    for (const path of [...prerenderPaths(), ...withSearch]) {
      await page.goto(path)
      await waitForFullHydration(page)
      // The not-found page answers with status 404, which Chromium logs about the document itself.
      const unexpected =
        path === '/404' || path === '/es/404'
          ? pageErrors.filter((error) => !error.includes('status of 404'))
          : pageErrors
      expect(unexpected, path).toEqual([])
      pageErrors.length = 0
    }
  })
})
