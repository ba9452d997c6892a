import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Locator, Page } from '@playwright/test'

// What specs check in a page: axe's accessibility rules and whether React has hydrated it.

const require = createRequire(import.meta.url)

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const violations = await axeViolations(page)
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Runs axe-core in the page and returns every violation, of any impact. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the server's
  // Content-Security-Policy rightly refuses an inline script it did not send.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'))
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document)
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }))
  })
  return violations
}

/** The app marks the document once React has hydrated, so clicks reach live handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]')
}

/**
 * Whether React has hydrated this element: it then holds React's own fiber reference (an
 * internal key, `__reactFiber$…`, used here because a dehydrated element looks the same).
 */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
  )
}

/**
 * waitForHydration, then also the sections of a home page that hydrate only once the visitor
 * comes near them (src/features/home/LazyHomeSections.tsx): scrolls to the bottom to bring them,
 * waits until React has them, and scrolls back to the top.
 */
export async function waitForFullHydration(page: Page): Promise<void> {
  await waitForHydration(page)
  const sections = page.locator('[data-home-section]')
  if ((await sections.count()) === 0) return
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-home-section]')].every((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    ),
  )
  await page.evaluate(() => window.scrollTo(0, 0))
}
