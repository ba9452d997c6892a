// How soon the app takes over a page on a slow phone: Chromium throttled through the DevTools
// protocol (CPU 4x slower, 150 ms round trips, 1.6 Mbps down, 750 kbps up: Lighthouse's mobile
// profile, applied for real rather than simulated), a fresh visitor each run, service worker
// blocked. Times are from navigation start: first contentful paint, and the moment the app marks
// <html data-hydrated> (src/ui/HydrationMarker.tsx), when every button works. Used by the bench.
import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'
import { median } from './lighthouse-medians'

export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
}

export interface HydrationTiming {
  route: string
  runs: number
  fcpMs: number
  hydratedMs: number
}

/** A headless Chromium for throttled loads; the caller closes it. */
export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** Medians of `runs` throttled loads of each route of the site at `baseURL`. */
export async function measureHydration(
  baseURL: string,
  routes: readonly string[],
  runs = 3,
): Promise<HydrationTiming[]> {
  const browser = await launchPhoneBrowser()
  try {
    const timings: HydrationTiming[] = []
    for (const route of routes) {
      const samples: HydrationSample[] = []
      for (let run = 0; run < runs; run++) samples.push(await loadOnce(browser, baseURL + route))
      timings.push(hydrationMedians(route, samples))
    }
    return timings
  } finally {
    await browser.close()
  }
}

export interface HydrationSample {
  fcp: number
  hydrated: number
}

/** One route's medians over its samples. */
export function hydrationMedians(route: string, samples: HydrationSample[]): HydrationTiming {
  return {
    route,
    runs: samples.length,
    fcpMs: Math.round(median(samples.map((sample) => sample.fcp))),
    hydratedMs: Math.round(median(samples.map((sample) => sample.hydrated))),
  }
}

/** One throttled load of `url` by a fresh visitor: when it painted and when it hydrated. */
export async function loadOnce(browser: Browser, url: string): Promise<HydrationSample> {
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
