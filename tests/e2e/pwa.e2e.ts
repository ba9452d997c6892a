import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderedRoutes } from '../../src/prerender-paths'
import { launchPersistent, PHONE, waitForHydration } from './support/browser'
import { buildSite, serveSite } from './support/site'

/** Every route: static ones, and each detail route at its first slug. */
const routes = prerenderedRoutes().flatMap((route) => route.paths.slice(0, 1))

// The site is served from a copy of dist/, so the update test can swap in a newer build.
let servedDir: string
let site: Awaited<ReturnType<typeof serveSite>>
let context: BrowserContext
let closeBrowser: () => Promise<void>
let page: Page

beforeAll(async () => {
  servedDir = mkdtempSync(join(tmpdir(), 'pwa-site-'))
  cpSync('dist', servedDir, { recursive: true })
  site = await serveSite(servedDir)
  const persistent = await launchPersistent(PHONE)
  context = persistent.context
  closeBrowser = persistent.close
  page = context.pages()[0] ?? (await context.newPage())
})

afterAll(async () => {
  await closeBrowser?.()
  await site?.close()
  rmSync(servedDir, { recursive: true, force: true })
  rmSync('.e2e-builds/pwa-next', { recursive: true, force: true })
  rmSync('.e2e-builds/pwa-next-ssr', { recursive: true, force: true })
})

describe('installable PWA', () => {
  it('has no installability errors and a manifest without errors', async () => {
    await page.goto(`${site.baseURL}/`)
    const cdp = await context.newCDPSession(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: { message: string }[]
      url: string
    }
    expect(manifest.url).toMatch(/manifest\.webmanifest$/)
    expect(manifest.errors).toEqual([])
    // Installability needs the service worker to control the page first.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 30_000,
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
  })

  it('says once that the site is ready to work offline', async () => {
    await page.goto(`${site.baseURL}/about`)
    await waitForHydration(page)
    // Shown at the first install (previous test); a later visit must not repeat it.
    expect(await page.getByText('This site now works without a connection').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('pwa:offline-ready-shown'))).toBe('1')
  })

  it(`offline, every route (${routes.length}) renders its heading and images from the precache`, async () => {
    await context.setOffline(true)
    const started = Date.now()
    const response = await page.goto(`${site.baseURL}/`)
    const repeatVisitMs = Date.now() - started
    console.log(`offline repeat visit of / loaded in ${repeatVisitMs} ms`)
    expect(response?.fromServiceWorker()).toBe(true)
    for (const path of routes) {
      const res = await page.goto(`${site.baseURL}${path}`)
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
    await expect.poll(() => page.getByText("You're offline.").count()).toBe(1)
    await context.setOffline(false)
  })

  it('an unknown address answers 404 with the not-found page from the worker, online and offline', async () => {
    for (const offline of [false, true]) {
      await context.setOffline(offline)
      for (const path of ['/no-such-page', '/blog-single/nope', '/404']) {
        const response = await page.goto(`${site.baseURL}${path}`)
        const label = `${path} ${offline ? 'offline' : 'online'}`
        expect(response?.fromServiceWorker(), label).toBe(true)
        expect(response?.status(), label).toBe(404)
        await expect
          .poll(() => page.locator('h1').innerText(), { message: label })
          .toBe('Oops! Page Not Found!')
      }
    }
    await context.setOffline(false)
  })

  it('a new build served to an open tab shows the update toast, and Reload brings it', async () => {
    const nextUrl = 'https://next.example.org'
    await buildSite('.e2e-builds/pwa-next', { VITE_PUBLIC_URL: nextUrl })
    await page.goto(`${site.baseURL}/about`)
    await waitForHydration(page)
    const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href')
    expect(await canonical()).not.toContain(nextUrl)

    rmSync(servedDir, { recursive: true, force: true })
    cpSync('.e2e-builds/pwa-next', servedDir, { recursive: true })
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const toast = page.getByText('A new version is available')
    await toast.waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Reload' }).click()
    await page.waitForEvent('load')
    await expect.poll(canonical, { timeout: 15_000 }).toBe(`${nextUrl}/about`)
  }, 120_000)
})
