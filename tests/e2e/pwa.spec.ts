import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { installedRoutes } from './support/built-routes'
import { DESKTOP } from './support/chromium'
import { waitForHydration } from './support/page-checks'
import { serveSite } from './support/site'
import { test as base, expect, launchProfile } from './support/test'
import { expectClearOfControls, toastBox } from './support/toasts'

/**
 * One page per route pattern the install holds (src/lib/offline-install.ts): static ones, and each
 * detail route at its first installed slug (a post's other layouts are cached when read:
 * tests/e2e/offline-posts.spec.ts). That every installed page of both languages, and every file
 * each loads, is in what the worker keeps is checked from the build (tests/html/precache.test.ts).
 */
const routes = installedRoutes().flatMap((route) => route.paths.slice(0, 1))

interface Installed {
  /** The folder the site is served from: a copy of dist/, so a test can swap in a newer build. */
  dir: string
  baseURL: string
  /** One visitor's persistent profile (a real service worker), kept across this file's tests. */
  context: BrowserContext
  page: Page
}

// The tests follow one visitor through installing, going offline and updating, in order: each
// starts where the previous one left the service worker.
const test = base.extend<Record<never, never>, { installed: Installed }>({
  installed: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'pwa-site-'))
      const profile = mkdtempSync(join(tmpdir(), 'e2e-profile-'))
      cpSync('dist', dir, { recursive: true })
      const site = await serveSite(dir)
      // A wide screen, where toasts sit near the header: the first install's toast is measured there.
      const context = await launchProfile(profile, { viewport: DESKTOP })
      const page = context.pages()[0] ?? (await context.newPage())
      await use({ dir, baseURL: site.baseURL, context, page })
      await context.close()
      await site.close()
      for (const folder of [profile, dir]) {
        rmSync(folder, { recursive: true, force: true })
      }
    },
    { scope: 'worker' },
  ],
})

test.describe.configure({ mode: 'serial' })

test.describe('installable PWA', () => {
  test('has no installability errors and a manifest without errors; the first install says it works offline, clear of the header', async ({
    installed,
  }) => {
    const { context, page, baseURL } = installed
    await page.goto(`${baseURL}/about`)
    await waitForHydration(page)
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: { message: string }[]
      url: string
    }
    expect(manifest.url).toMatch(/manifest\.webmanifest$/)
    expect(manifest.errors).toEqual([])
    // Installability needs the service worker to control the page first: it precaches the whole
    // site while installing, which takes long on a busy machine (as for installedApp's 60 s).
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 60_000,
      })
      .toBe(true)
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
        { timeout: 15_000 },
      )
      .toEqual([])
    await cdp.detach()
    // Shown once the worker has installed, the whole precache downloaded first.
    const box = await toastBox(page, 'This site now works without a connection', 45_000)
    await expectClearOfControls(page, box)
  })

  test('says once that the site is ready to work offline', async ({ installed }) => {
    const { page, baseURL } = installed
    await page.goto(`${baseURL}/about`)
    await waitForHydration(page)
    // Shown at the first install (previous test); a later visit must not repeat it.
    await expect(page.getByText('This site now works without a connection')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('pwa:offline-ready-shown'))).toBe('1')
  })

  test(`offline, one installed page of every route pattern (${routes.length}) renders its heading and images from the precache`, async ({
    installed,
  }) => {
    const { context, page, baseURL } = installed
    await context.setOffline(true)
    const started = Date.now()
    const response = await page.goto(`${baseURL}/`)
    const repeatVisitMs = Date.now() - started
    console.log(`offline repeat visit of / loaded in ${repeatVisitMs} ms`)
    expect(response?.fromServiceWorker()).toBe(true)
    for (const path of routes) {
      const res = await page.goto(`${baseURL}${path}`)
      expect(res?.fromServiceWorker(), path).toBe(true)
      expect(await page.locator('h1').count(), path).toBe(1)
      await page.waitForLoadState('load')
      const broken = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
          .filter((img) => img.complete && img.naturalWidth === 0)
          .map((img) => img.src),
      )
      expect(broken, path).toEqual([])
    }
    await waitForHydration(page)
    // Chromium's offline emulation does not reach every document opened after it was switched on
    // (this one, served by the worker, reports navigator.onLine true), so switch it again here:
    // the banner must follow the browser going offline while the page is open.
    await context.setOffline(false)
    await context.setOffline(true)
    await expect(page.getByText("You're offline.")).toHaveCount(1)
    await context.setOffline(false)
  })

  test('an unknown address answers 404 with the not-found page from the worker, online and offline', async ({
    installed,
  }) => {
    const { context, page, baseURL } = installed
    for (const offline of [false, true]) {
      await context.setOffline(offline)
      for (const path of ['/no-such-page', '/blog-single/nope', '/404']) {
        const response = await page.goto(`${baseURL}${path}`)
        const label = `${path} ${offline ? 'offline' : 'online'}`
        expect(response?.fromServiceWorker(), label).toBe(true)
        expect(response?.status(), label).toBe(404)
        await expect(page.locator('h1'), label).toHaveText('Oops! Page Not Found!')
      }
    }
    await context.setOffline(false)
  })

  test('a new build served to an open tab shows the update toast, and Reload brings it', async ({
    installed,
    testBuild,
  }) => {
    // The new version is the shared test build (its bundle differs from dist/'s: every fake is
    // configured in it), swapped in under the same address: no build of this spec's own.
    test.setTimeout(150_000)
    const { page, baseURL, dir } = installed
    const appScripts = (html: string) =>
      /<script type="application\/json" data-app-scripts="true">([^<]*)<\/script>/.exec(html)?.[1]
    const before = appScripts(readFileSync(join(dir, 'about.html'), 'utf8'))
    const next = appScripts(readFileSync(join(testBuild, 'about.html'), 'utf8'))
    expect(next).toBeDefined()
    expect(next).not.toBe(before)
    const served = () =>
      page.evaluate(() => document.querySelector('script[data-app-scripts]')?.textContent)
    await page.goto(`${baseURL}/about`)
    await waitForHydration(page)
    expect(await served()).toBe(before)

    rmSync(dir, { recursive: true, force: true })
    cpSync(testBuild, dir, { recursive: true })
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    // The new worker precaches every file the new build renamed before it offers itself: as long
    // as the first install.
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 })
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    await expect.poll(served, { timeout: 15_000 }).toBe(next)
  })
})
