// How soon the app takes over a page on a slow phone: Chromium throttled through the DevTools
// protocol (CPU 4x slower, 150 ms round trips, 1.6 Mbps down, 750 kbps up: Lighthouse's mobile
// profile, applied for real rather than simulated), a fresh visitor each run, service worker
// blocked. Times are from navigation start: first contentful paint, and the moment the app marks
// <html data-hydrated> (src/ui/HydrationMarker.tsx), when every button works. Used by the bench.
import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'
import { median } from './lighthouse-ci'

export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

export type HydrationTiming = Awaited<ReturnType<typeof measureHydration>>[number][number]

/**
 * Medians of `runs` throttled loads of each route on each site (one list of timings per site), in
 * one browser; each round loads every route on every site in turn, so that in the A/B bench the
 * loads alternate between the two builds.
 */
export async function measureHydration(
  baseURLs: readonly string[],
  routes: readonly string[],
  runs: number,
) {
  const samples = baseURLs.map(() => routes.map(() => [] as HydrationSample[]))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (let round = 0; round < runs; round++) {
      console.log(`Hydration, run ${round + 1} of ${runs}`)
      for (const [routeIndex, route] of routes.entries()) {
        for (const [site, baseURL] of baseURLs.entries()) {
          samples[site]?.[routeIndex]?.push(await loadOnce(browser, baseURL + route))
        }
      }
    }
  } finally {
    await browser.close()
  }
  return samples.map((ofSite) =>
    ofSite.map((ofRoute, routeIndex) => ({
      route: routes[routeIndex] ?? '',
      runs: ofRoute.length,
      fcpMs: Math.round(median(ofRoute.map((sample) => sample.fcp))),
      hydratedMs: Math.round(median(ofRoute.map((sample) => sample.hydrated))),
    })),
  )
}

interface HydrationSample {
  fcp: number
  hydrated: number
}

/** One throttled load of `url` by a fresh visitor: when it painted and when it hydrated. */
async function loadOnce(browser: Browser, url: string): Promise<HydrationSample> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: THROTTLING.downloadBytesPerSecond,
      uploadThroughput: THROTTLING.uploadBytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
    // Stamp the moment of hydration from inside the page, before any of its scripts run.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return
        observer.disconnect()
        ;(window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now()
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-hydrated'],
      })
    })
    await page.goto(url, { timeout: 60_000 })
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 })
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    }))
  } finally {
    await context.close()
  }
}
