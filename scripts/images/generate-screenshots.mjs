// Takes the manifest's install-sheet screenshots from the built site (run after `npm run build`):
//   node scripts/images/generate-screenshots.mjs
// The outputs in public/screenshots are committed; rerun when the pages change noticeably.

import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'

const port = 4000 + Math.floor(Math.random() * 1000)
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: 'ignore',
})
await new Promise((r) => setTimeout(r, 2500))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
mkdirSync('public/screenshots', { recursive: true })
const shots = [
  ['/home', { width: 390, height: 844 }, 'public/screenshots/home-narrow.png'],
  ['/impact', { width: 1280, height: 800 }, 'public/screenshots/impact-wide.png'],
]
try {
  for (const [path, viewport, file] of shots) {
    const context = await browser.newContext({
      viewport,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    // The promotional popup would cover the page: mark it as already seen this session.
    await page.addInitScript(() => {
      for (const key of Object.keys(sessionStorage)) sessionStorage.removeItem(key)
      sessionStorage.setItem('promo-popup-seen', '1')
    })
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' })
    await page.keyboard.press('Escape')
    await page.waitForTimeout(1200)
    await page.screenshot({ path: file })
    console.log(file)
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}
