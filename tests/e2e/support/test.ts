import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  chromium,
  expect,
} from '@playwright/test'
import { ensureDevBuild, ensureEditedBuild, ensureManyPostsBuild, ensureTestBuild } from './builds'
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from './chromium'
import { serveSite } from './site'

type Site = Awaited<ReturnType<typeof serveSite>>

interface WorkerFixtures {
  /** The built site (dist/) served by the production server on 127.0.0.1 at a free port. */
  site: Site
  /** The folder of the build with every fake configured (./builds.ts), built on first use. */
  testBuild: string
  /** The folder of the development build (./builds.ts), built on first use. */
  devBuild: string
  /** The build of an edited dataset read through Sanity's client (./builds.ts), served. */
  editedSite: Site
  /** The build of a generated dataset with more posts than the lists' first pages (./builds.ts). */
  manyPostsSite: Site
  /** The installed apps of this worker, one per build (see `installedApp`). */
  installations: Map<InstalledBuild, Installation & { close: () => Promise<void> }>
}

/** Which build an installed app runs: `dist/` or the test build with every fake configured. */
export type InstalledBuild = 'production' | 'test'

export interface Installation {
  /** A persistent profile whose service worker has installed and controls the site. */
  context: BrowserContext
  /** Where that build is served (its fakes, for the test build, are the spec's to start). */
  baseURL: string
}

interface TestFixtures {
  /** Console errors and uncaught exceptions of `page`, so a test can assert there were none. */
  pageErrors: string[]
  /**
   * Opens another browser context (a second visitor, another viewport); every one is closed
   * when the test ends, whether it passed or failed.
   */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /**
   * Opens a context on a persistent profile, where service workers and installability behave
   * as for a real visitor (an incognito context always reports "in-incognito"). The context is
   * closed and its profile folder removed when the test ends.
   */
  openPersistentContext: (viewport?: { width: number; height: number }) => Promise<BrowserContext>
  /**
   * A visitor's browser in which the app is already installed: a persistent profile (phone size)
   * whose service worker controls the site and holds its precache. The worker is installed once
   * per build and per test worker, and shared by every spec that needs an installed app. When the
   * test ends, its pages are closed, the network is back on, and the site's cookies, local storage
   * and IndexedDB are cleared (the service worker and its caches stay), so the next test starts as
   * a returning visitor with nothing saved.
   */
  installedApp: (build?: InstalledBuild) => Promise<Installation>
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const site = await serveSite('dist')
      await use(site)
      await site.close()
    },
    { scope: 'worker' },
  ],
  testBuild: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(await ensureTestBuild())
    },
    // A full build of the site, the first time in a run.
    { scope: 'worker', timeout: 300_000 },
  ],
  devBuild: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(await ensureDevBuild())
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  editedSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const site = await serveSite(await ensureEditedBuild())
      await use(site)
      await site.close()
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  manyPostsSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const site = await serveSite(await ensureManyPostsBuild())
      await use(site)
      await site.close()
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  installations: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const installations: WorkerFixtures['installations'] = new Map()
      await use(installations)
      for (const installation of installations.values()) await installation.close()
    },
    { scope: 'worker' },
  ],
  installedApp: async ({ installations, site }, use, testInfo) => {
    const used = new Set<Installation>()
    await use(async (build = 'production') => {
      let installation = installations.get(build)
      if (!installation) {
        // The first test of a worker to ask pays for the install (the test build's too, the first
        // time in a run): its own budget is kept for what it tests.
        testInfo.setTimeout(testInfo.timeout + INSTALL_BUDGET_MS)
        // The test build gets a server of its own, kept while the installation lives.
        const server = build === 'production' ? undefined : await serveSite(await ensureTestBuild())
        const baseURL = server?.baseURL ?? site.baseURL
        const { context, dir } = await installApp(baseURL)
        installation = {
          context,
          baseURL,
          close: async () => {
            await context.close()
            rmSync(dir, { recursive: true, force: true })
            await server?.close()
          },
        }
        installations.set(build, installation)
      }
      used.add(installation)
      return installation
    })
    for (const { context, baseURL } of used) await forgetVisitor(context, baseURL)
  },
  baseURL: async ({ site }, use) => {
    await use(site.baseURL)
  },
  pageErrors: async ({ page }, use) => {
    await use(collectErrors(page))
  },
  openContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = []
    await use(async (options) => {
      const context = await browser.newContext(options)
      opened.push(context)
      return context
    })
    await Promise.all(opened.map((context) => context.close()))
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  openPersistentContext: async ({}, use) => {
    const opened: { context: BrowserContext; dir: string }[] = []
    await use(async (viewport = DESKTOP) => {
      const dir = mkdtempSync(join(tmpdir(), 'e2e-profile-'))
      const context = await launchProfile(dir, { viewport })
      opened.push({ context, dir })
      return context
    })
    for (const { context, dir } of opened) {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    }
  },
})

export { expect }

/** Collects a page's console errors and uncaught exceptions into the returned array. */
export function collectErrors(page: import('@playwright/test').Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** How long a build and an install of the app may take, on top of a test's own time. */
const INSTALL_BUDGET_MS = 120_000

/** Opens a new profile at `baseURL` and waits until the service worker controls the page. */
async function installApp(baseURL: string): Promise<{ context: BrowserContext; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-installed-'))
  const context = await launchProfile(dir, { viewport: PHONE })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`${baseURL}/`)
  // The worker precaches everything while installing; clientsClaim() then takes the open page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: INSTALL_BUDGET_MS,
  })
  await page.close()
  return { context, dir }
}

/** Leaves an installed app as a returning visitor with nothing saved: worker and caches stay. */
async function forgetVisitor(context: BrowserContext, baseURL: string): Promise<void> {
  await context.setOffline(false)
  for (const page of context.pages()) await page.close()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: baseURL,
    storageTypes: 'cookies,local_storage,indexeddb,websql,file_systems',
  })
  await cdp.detach()
  await page.close()
}

/**
 * Launches Debian's Chromium on the profile folder `dir`, for a spec whose own fixture keeps one
 * profile across its tests or reopens the same one (the fixture closes it and removes the folder).
 */
export function launchProfile(
  dir: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    // Inside a test, Playwright applies the spec's `test.use()` options to every context it
    // opens, persistent ones too: a spec blocking service workers for its other visitors would
    // block this profile's as well.
    serviceWorkers: 'allow',
    ...options,
  })
}
