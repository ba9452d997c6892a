// Renders the PNG artwork that must be raster (app icons, the social share card) from SVG
// drawn here, using the Chromium the tests already need. Run: node scripts/images/generate-raster.mjs
// Outputs are committed, so builds never need a browser.
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'

const GREEN = '#1f5f3f'
const DEEP = '#164630'
const SUN = '#f2b134'
const CREAM = '#fbf4e8'

/** The leaf-and-grain mark on a 36-unit grid, as in the header logo. */
const mark = `<path d="M18 8c6 3 8 9 4 16-2 3-6 4-8 2-3-3 0-11 4-18z" fill="${SUN}"/>
  <path d="M12 26c3-4 6-7 10-9" stroke="${CREAM}" stroke-width="2" fill="none" stroke-linecap="round"/>`

function icon(size, { maskable = false } = {}) {
  // Maskable icons are cropped to a circle of 80% by some launchers: keep the mark in that zone.
  const scale = maskable ? 0.55 : 0.72
  const offset = (size - size * scale) / 2
  const radius = maskable ? 0 : size * 0.22
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${GREEN}"/>
  <g transform="translate(${offset} ${offset}) scale(${(size * scale) / 36})">${mark}</g>
</svg>`
}

function shareCard() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${DEEP}"/>
  <circle cx="1040" cy="120" r="260" fill="${SUN}" opacity="0.18"/>
  <circle cx="1100" cy="560" r="180" fill="${CREAM}" opacity="0.08"/>
  <g transform="translate(90 110) scale(4)">${mark}</g>
  <text x="90" y="340" font-family="Georgia, serif" font-size="76" font-weight="700" fill="#fff">Harvest Share Collective</text>
  <text x="90" y="420" font-family="Arial, sans-serif" font-size="36" fill="${CREAM}">Rescuing good food and sharing it with neighbours.</text>
  <text x="90" y="530" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="${SUN}">Volunteer with us every Sunday at 3pm</text>
</svg>`
}

const outputs = [
  ['public/icons/icon-192.png', icon(192)],
  ['public/icons/icon-512.png', icon(512)],
  ['public/icons/icon-maskable-512.png', icon(512, { maskable: true })],
  ['public/icons/apple-touch-icon.png', icon(180, { maskable: true })],
  ['public/images/share-card.png', shareCard()],
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage()
for (const [file, svg] of outputs) {
  const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(svg)
  await page.setViewportSize({ width: Number(w), height: Number(h) })
  await page.setContent(`<style>html,body{margin:0}</style>${svg}`)
  mkdirSync(file.split('/').slice(0, -1).join('/'), { recursive: true })
  writeFileSync(file, await page.locator('svg').screenshot({ omitBackground: true }))
  console.log(file)
}
await browser.close()
