import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { products } from '../../src/content/products'
import {
  DESKTOP,
  launchBrowser,
  launchPersistent,
  PHONE,
  waitForHydration,
} from './support/browser'

// Nothing floating may hide what the visitor needs: a toast never covers the header's controls
// (the cart badge it talks about, Donate now, the menu) or the focused control, and the
// back-to-top button never sits on text.

const baseURL = inject('baseURL')
const widths = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The boxes of the top bar's and header's visible links and buttons. */
function headerControls(page: Page): Promise<(Box & { name: string })[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        '.topbar a, .topbar button, header.site-header a, header.site-header button',
      ),
    )
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return { name: element.textContent?.trim() || element.className, x, y, width, height }
      })
      .filter((box) => box.width > 1 && box.height > 1),
  )
}

async function toastBox(page: Page, text: string): Promise<Box> {
  const toast: Locator = page.locator('.notistack-MuiContent', { hasText: text }).first()
  await toast.waitFor()
  // Let its entrance transition finish: the box is judged where it stays.
  await page.waitForTimeout(600)
  const box = await toast.boundingBox()
  if (!box) throw new Error(`no box for the toast "${text}"`)
  return box
}

async function expectClearOfControls(page: Page, toast: Box): Promise<void> {
  const covered = (await headerControls(page)).filter((control) => intersects(toast, control))
  expect(covered.map((control) => control.name)).toEqual([])
  const focused = await page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    const { x, y, width, height } = element.getBoundingClientRect()
    return { x, y, width, height }
  })
  if (focused) expect(intersects(toast, focused)).toBe(false)
}

describe.each(widths)('toasts (%s)', (_name, viewport) => {
  it('"Item Added to Cart" leaves the header (cart badge included) and the focused button visible', async () => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseURL}/shop`)
    await waitForHydration(page)
    const add = page.getByRole('button', { name: `Add to cart: ${products[0]?.title}` })
    await add.evaluate((button) => button.scrollIntoView({ block: 'center' }))
    await add.click()
    const box = await toastBox(page, 'Item Added to Cart')
    await expectClearOfControls(page, box)
    await context.close()
  })

  it('the first visit\'s "works without a connection" toast leaves the header visible', async () => {
    const { context, close } = await launchPersistent(viewport)
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${baseURL}/about`)
      await waitForHydration(page)
      const box = await toastBox(page, 'This site now works without a connection')
      await expectClearOfControls(page, box)
    } finally {
      await close()
    }
  })
})

/** The boxes of every visible piece of text in the page, in viewport coordinates. */
function textBoxes(page: Page): Promise<(Box & { text: string })[]> {
  return page.evaluate(() => {
    const boxes: { text: string; x: number; y: number; width: number; height: number }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('.visually-hidden, script, style, [hidden]')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 1 && rect.height > 1) {
          boxes.push({ text, x: rect.x, y: rect.y, width: rect.width, height: rect.height })
        }
      }
    }
    return boxes
  })
}

describe.each(widths)('the back-to-top button (%s)', (_name, viewport) => {
  it.each(['/', '/contact'])('covers no text at the bottom of %s', async (path) => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto(`${baseURL}${path}`)
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect.poll(() => button.evaluate((b) => getComputedStyle(b).opacity)).toBe('1')
    await page.waitForTimeout(400)
    const box = await button.boundingBox()
    expect(box).not.toBeNull()
    if (!box) return
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    const covered = (await textBoxes(page)).filter((text) => intersects(box, text))
    expect(covered.map((text) => text.text)).toEqual([])
    await context.close()
  })
})
