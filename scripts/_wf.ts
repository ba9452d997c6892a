import { chromium } from 'playwright-core'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import { THROTTLING } from './hydration-timing'
const server = serve({ fetch: createApp({ distDir: 'dist' } as never).fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((r) => setTimeout(r, 500))
const port = (server.address() as { port: number }).port
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Network.enable')
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLING.latencyMs, downloadThroughput: THROTTLING.downloadBytesPerSecond, uploadThroughput: THROTTLING.uploadBytesPerSecond })
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
const reqs = new Map<string, any>()
let t0 = 0
cdp.on('Network.requestWillBeSent', (e: any) => { if (!t0) t0 = e.timestamp; reqs.set(e.requestId, { url: e.request.url.replace(/^.*\/\/[^/]+/, ''), start: e.timestamp, prio: e.request.initialPriority }) })
cdp.on('Network.loadingFinished', (e: any) => { const r = reqs.get(e.requestId); if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength } })
await page.addInitScript(() => {
  new MutationObserver((_, o) => { if (!document.documentElement.hasAttribute('data-hydrated')) return; o.disconnect(); (window as any).__h = performance.now() }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
})
await page.goto(`http://127.0.0.1:${port}${process.argv[2] ?? '/shop'}`)
await page.waitForSelector('html[data-hydrated]', { timeout: 60000 })
await page.waitForTimeout(1000)
const h = await page.evaluate(() => ({ h: (window as any).__h, nav: performance.timeOrigin }))
console.log('hydrated', Math.round(h.h))
for (const r of [...reqs.values()].sort((a, b) => a.start - b.start)) console.log(`${Math.round((r.start - t0) * 1000)}\t${r.end ? Math.round((r.end - t0) * 1000) : '-'}\t${r.bytes ?? ''}\t${r.prio}\t${r.url.slice(0, 70)}`)
await browser.close(); server.close()
