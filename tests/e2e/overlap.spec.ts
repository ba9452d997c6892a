import type { Page } from '@playwright/test'
import { DESKTOP, PHONE } from './support/chromium'
import { settledBox, waitForHydration } from './support/page-checks'
import { siteContent } from './support/site-content'
import { expect, test } from './support/test'
import { type Box, expectClearOfControls, intersects, toastBox } from './support/toasts'

const products = siteContent.products.en

// Nothing floating may hide what the visitor needs: a toast never covers the header's controls
// (the cart badge it talks about, Donate now, the menu) or the focused control, and the
// back-to-top button never sits on text. Toasts sit at the top right, below the header, on a wide
// screen and at the bottom on a phone (NotistackToaster): both widths are measured.

const widths = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

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

for (const [name, viewport] of widths) {
  test.describe(name, () => {
    test.use({ viewport, serviceWorkers: 'block' })

    test('"Item Added to Cart" leaves the header (cart badge included) and the focused button visible; the back-to-top button covers no text at the bottom', async ({
      page,
    }) => {
      await page.goto('/shop')
      await waitForHydration(page)
      const add = page.getByRole('button', { name: `Add to cart: ${products[0]?.title}` })
      await add.evaluate((button) => button.scrollIntoView({ block: 'center' }))
      await add.click()
      const box = await toastBox(page, 'Item Added to Cart')
      await expectClearOfControls(page, box)

      await test.step('the back-to-top button covers no text at the bottom of the page', async () => {
        // The bottom of every page is the footer's last row, the same on every page.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const button = page.getByRole('button', { name: 'Back to top' })
        await expect(button).toHaveCSS('opacity', '1')
        // Once it has finished moving into place.
        const buttonBox = await settledBox(button)
        expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(viewport.height)
        const covered = (await textBoxes(page)).filter((text) => intersects(buttonBox, text))
        expect(covered.map((text) => text.text)).toEqual([])
      })
    })
  })
}
