import type { Page } from '@playwright/test'
import { settledBox } from './page-checks'
import { expect } from './test'

// Where a toast lands: never on the header's controls (the cart badge it talks about, Donate now,
// the menu) or on the focused control. Used by overlap.spec.ts (the cart toast at both widths)
// and pwa.spec.ts (the first install's "works without a connection" toast).

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export function intersects(a: Box, b: Box): boolean {
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

export async function toastBox(page: Page, text: string, timeout?: number): Promise<Box> {
  const toast = page.locator('.notistack-MuiContent', { hasText: text }).first()
  await expect(toast).toBeVisible({ timeout })
  // Once its entrance transition has finished: the box is judged where it stays.
  return settledBox(toast)
}

export async function expectClearOfControls(page: Page, toast: Box): Promise<void> {
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
