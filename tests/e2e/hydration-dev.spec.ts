import { localizePath } from '../../src/lib/i18n/locales'
import { prerenderedRoutes } from './support/built-routes'
import { waitForFullHydration } from './support/page-checks'
import { serveSite } from './support/site'
import { test as base, expect } from './support/test'

// Production React stays silent about attribute-only hydration mismatches; a development build
// of the same pages (the shared `devBuild`, made once per run) reports every one of them (and
// src/boot/start-app.tsx logs recoverable errors). One page of every route pattern in both
// languages: a mismatch comes from code that reads what differs between the build and the
// browser (the clock, the locale, storage), and each pattern's pages share their code; what
// differs from page to page, the content, is read from every built page by tests/html. The other
// specs fail on any console error of the production build. One page object, no wait beyond
// hydration.
const test = base.extend<object, { devSite: Awaited<ReturnType<typeof serveSite>> }>({
  devSite: [
    async ({ devBuild }, use) => {
      const site = await serveSite(devBuild)
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
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
    // Blog lists are prerendered at page 1 with no query, and hydrate at any page or query.
    const withSearch = [
      '/blog?page=2',
      '/blog-left-sidebar?page=3&q=the',
      '/blog-fullwidth?q=bread',
    ]
    const firstOfEach = prerenderedRoutes().flatMap(({ paths }) => paths.slice(0, 1))
    const paths = [
      ...firstOfEach,
      ...firstOfEach.map((path) => localizePath(path, 'es')),
      ...withSearch,
    ]
    // Development React is slow to load and hydrate: up to 3 s a page on a busy two-core machine
    // (the time grows with the number of pages, not with a fixed budget).
    test.setTimeout(paths.length * 3_000)
    for (const path of paths) {
      // Hydration is what is checked, so no need to wait for every image's load event.
      await page.goto(path, { waitUntil: 'domcontentloaded' })
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
