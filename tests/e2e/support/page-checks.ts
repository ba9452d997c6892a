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

/**
 * Runs axe-core in the page and returns every violation, of any impact. It waits for entrances
 * and fades that are under way first (a dialog opening, a toast): axe reads contrast from the
 * colours as painted, and text half-way through fading in reads as too faint.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsSettled(page)
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
 * comes near them (src/features/home/LazyHomeSections.tsx): scrolls to the last of them to bring
 * them, waits until React has them, and scrolls back to the top. (Not to the page's bottom: on a
 * phone the footer is taller than the distance at which the sections count as near.)
 */
export async function waitForFullHydration(page: Page): Promise<void> {
  await waitForHydration(page)
  const sections = page.locator('[data-home-section]')
  if ((await sections.count()) === 0) return
  await sections.last().evaluate((section) => section.scrollIntoView())
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-home-section]')].every((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    ),
  )
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Resolves after the page has rendered two more frames: whatever the last scroll or input set
 * off in `requestAnimationFrame` callbacks and IntersectionObserver reports has then run, and
 * React has had a task to commit the state they set.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  )
}

/**
 * The box of an element once it has stopped moving: its own and its ancestors' transitions have
 * finished and it stayed put for a few frames (a toast sliding in, a button rising into place).
 */
export async function settledBox(
  element: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  await element.evaluate(async (node) => {
    const moving = () => {
      const animations: Animation[] = []
      for (let el: Element | null = node; el; el = el.parentElement) {
        animations.push(...el.getAnimations())
      }
      return animations.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let last = ''
    let still = 0
    while (still < 3) {
      await Promise.all(moving().map((a) => a.finished.catch(() => undefined)))
      await frame()
      const { x, y, width, height } = node.getBoundingClientRect()
      const now = `${x} ${y} ${width} ${height}`
      still = now === last ? still + 1 : 0
      last = now
    }
  })
  const box = await element.boundingBox()
  if (!box) throw new Error('the element has no box')
  return box
}

/**
 * Waits for the page's running animations and transitions that have an end (entrances, fades,
 * a popup's) to finish: axe measures contrast from the colours as painted, and text half-way
 * through fading in reads as too faint. Endless ones (a spinner, a caret) are left alone, and so
 * are those in content the browser skips (`content-visibility: auto`, scrolled away): Chromium
 * does not service them there, so an entrance that ran out while its section was off screen
 * reads as finished but never resolves its promise until the section is drawn again. Such an
 * animation has no effect left on the styles axe reads.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          return !target || target.checkVisibility({ contentVisibilityAuto: true })
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Waits until the page has fetched the chunks of its parts that hydrate when the visitor nears
 * them (src/boot/fetch-later.ts): from then on they hydrate offline too, service worker or not.
 */
export async function waitForLaterScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const later = [...document.querySelectorAll('script[data-app-scripts]')].flatMap(
      (block) => (JSON.parse(block.textContent ?? '{}') as { later?: string[] }).later ?? [],
    )
    const fetched = new Set(
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    return later.length > 0 && later.every((url) => fetched.has(url))
  })
}

/**
 * Counts the page's layout shifts (not those right after input) from its first paint: call
 * before `page.goto`, then read the sum with `layoutShiftSoFar`.
 */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number }
    w.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
      }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum of the layout shifts `countLayoutShifts` has seen so far. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}
