import type { Page } from '@playwright/test'
import { prerenderedRoutes, prerenderPaths } from './support/built-routes'
import { DESKTOP, PHONE } from './support/chromium'
import { axeViolations, seriousAxeViolations, waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// axe on one page of every route pattern, in its default state once hydrated: the one place the
// suite runs axe on a page as it loads. Other specs run axe only on states of their own (a popup
// open, form errors shown, data from a fake, offline). Each page is also checked for scrolling
// sideways, which a phone visitor notices at once.
//
// The visitor prefers reduced motion here, so every entrance is already at its end: axe reads
// contrast from painted colours, and a section that fades in while it is scrolled past (and then
// skipped by content-visibility, which freezes its transition) would be read half transparent.
// The entrances themselves are tested in home.spec.ts and content-pages.spec.ts.

/** One URL of every route pattern the build prerendered, and the Spanish home and a Spanish post. */
function representatives(): string[] {
  const english = prerenderedRoutes().flatMap(({ paths }) => paths.slice(0, 1))
  const spanishPost = prerenderPaths().find((path) => path.startsWith('/es/blog-single/'))
  if (!spanishPost) throw new Error('no Spanish post was prerendered')
  return [...english, '/es', spanishPost]
}

/**
 * The patterns whose layout at desktop width is not the phone's, read from the stylesheets'
 * breakpoints. Every page shares the header, whose desktop navigation replaces the menu button
 * from 992px (src/ui/layout/layout.css): '/' covers it, with the home sections' columns
 * (hero.css, home-sections.css: 768/992/1200px); /home-2 and /home-3 are the same sections in
 * another order. The rest:
 * - /about: intro beside its image from 900px (about.css).
 * - /impact: intro, glance and reports in columns from 860/960px, the timeline from 768px.
 * - /team: the member grid from 700px (team.css).
 * - /causes: the three-column card grid (cards.css, auto-fill), the same component /events and
 *   /testimonials lay out.
 * - /shop: the gallery's grid (gallery.css, one column below 640px).
 * - /cart, /checkout: table and summary side by side from 992px (cart.css, checkout.css).
 * - /blog: list beside its sidebar from 992px (blog.css); /blog-left-sidebar mirrors it and
 *   /blog-fullwidth has no sidebar.
 * - /blog-single/$slug: the post beside its sidebar (blog.css), the left variant mirrored.
 * - /cause-single/$slug: the detail layout's sidebar from 992px (detail-layout.css), shared by
 *   /team-single and /event-single.
 * - /contact: form beside the map from 992px (contact.css).
 * - /product-single/$slug: image beside the details when two 380px columns fit (product-detail.css).
 * - /volunteer: its two columns from 48rem (volunteer.css).
 * The others are one column at both widths: /get-help, /privacy, /404, the order and donation
 * thank-you pages, and /donate (below 768px and 480px only tighter spacing and wrapped amount
 * buttons: the same elements in the same order).
 */
const DESKTOP_PATTERNS = [
  '/',
  '/about',
  '/impact',
  '/team',
  '/causes',
  '/shop',
  '/cart',
  '/checkout',
  '/blog',
  '/blog-single/$slug',
  '/cause-single/$slug',
  '/contact',
  '/product-single/$slug',
  '/volunteer',
]

/** Pages held to axe's every rule, minor ones included. */
const EVERY_IMPACT = new Set(['/privacy'])

/** What a page shows once it has settled, where that comes after hydration. */
const SETTLED: Record<string, (page: Page) => Promise<void>> = {
  // What this device stores is read from IndexedDB after hydration (earlier pages of the audit,
  // /impact and /volunteer, may have saved a copy for offline reading).
  '/privacy': (page) =>
    expect(
      page.getByTestId('device-data').getByText(/Nothing of yours|Stored on this device/),
    ).toBeVisible(),
}

/** Scrolls to the bottom in steps so every fade-in section has come into view and finished. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    // A frame, or 100 ms where the renderer holds frames back (a run once hung here for minutes).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve)
        setTimeout(resolve, 100)
      })
    // A screen at a time: each section comes into view at least once on the way down.
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
    // A busy machine can skip frames while scrolling; visit anything still waiting, as a reader
    // scrolling back up would.
    for (const element of document.querySelectorAll('.fade-in--waiting')) {
      element.scrollIntoView({ block: 'center' })
      await frame()
      await frame()
    }
  })
  await page.waitForFunction(() => document.querySelectorAll('.fade-in--waiting').length === 0)
}

/** Opens each path in one tab and returns what axe and the sideways-scroll check found. */
async function audit(page: Page, paths: string[]): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {}
  for (const path of paths) {
    await page.goto(path)
    await waitForHydration(page)
    await SETTLED[path]?.(page)
    await revealAll(page)
    const violations = EVERY_IMPACT.has(path)
      ? await axeViolations(page)
      : await seriousAxeViolations(page)
    if (violations.length > 0) found[path] = violations
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (overflow > 0) found[`${path} scrolls sideways by`] = overflow
  }
  return found
}

test.use({ serviceWorkers: 'block' })

test('axe finds no serious or critical violation on one page of every route pattern at phone size', async ({
  openContext,
}) => {
  test.setTimeout(240_000)
  const page = await (
    await openContext({ viewport: PHONE, serviceWorkers: 'block', reducedMotion: 'reduce' })
  ).newPage()
  expect(await audit(page, representatives())).toEqual({})
})

test('axe finds none at desktop size on the patterns whose layout differs there', async ({
  openContext,
}) => {
  test.setTimeout(120_000)
  const routes = prerenderedRoutes()
  const paths = DESKTOP_PATTERNS.map((pattern) => {
    const path = routes.find((route) => route.pattern === pattern)?.paths[0]
    if (!path) throw new Error(`${pattern} is not a prerendered route pattern`)
    return path
  })
  const page = await (
    await openContext({ viewport: DESKTOP, serviceWorkers: 'block', reducedMotion: 'reduce' })
  ).newPage()
  expect(await audit(page, paths)).toEqual({})
})
