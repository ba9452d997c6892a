import { DESKTOP, PHONE } from './support/chromium'
import { afterNextFrames, waitForHydration } from './support/page-checks'
import { expect, test } from './support/test'

// What only a browser shows of the layout every page shares: client navigation, focus, the
// header's scroll behaviour, the mobile menu, lazily drawn footer, the animations the CSS runs,
// a deep link offline. The links the header and footer hold, and that every part of the layout
// is inside a landmark, are read from the built HTML: tests/html/home-layout.test.ts. axe on the
// layout in its default state: tests/e2e/accessibility.spec.ts.

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP, serviceWorkers: 'block' })

  test('skip link, client navigation that scrolls to the top, and the header fixed past 80 px of scroll', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/about')
    await waitForHydration(page)

    await test.step('the first Tab reaches "Skip to content", which moves focus to the main content', async () => {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
      await page.keyboard.press('Enter')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    })

    await test.step('the main navigation leads to its pages without a full reload', async () => {
      await page.evaluate(() => {
        ;(window as unknown as { marker: number }).marker = 1
      })
      const nav = page.getByRole('navigation', { name: 'Main' })
      // Every link's label and target are in the built HTML; a few followed here show the
      // router takes them.
      for (const [label, path] of [
        ['Get help', '/get-help'],
        ['Gallery', '/shop'],
        ['About Us', '/about'],
      ] as const) {
        await nav.getByRole('link', { name: label, exact: true }).click()
        await page.waitForURL(`${baseURL}${path}`)
      }
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    })

    await test.step('navigation scrolls to the top', async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.locator('footer').getByRole('link', { name: 'Causes' }).click()
      await page.waitForURL(`${baseURL}/causes`)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    await test.step('the header is fixed past 80 px of scroll and normal again at the top', async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click()
      await page.waitForURL(`${baseURL}/home`)
      // The address changes before the page's chunk has arrived; the router scrolls to the top
      // when it renders the page, so scrolling before that would be undone.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Causes')
      await afterNextFrames(page)
      const header = page.locator('header.site-header')
      // Content-independent: give the page room to scroll whatever the home page holds.
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px'
      })
      expect(await header.getAttribute('data-fixed')).toBe('false')
      await page.evaluate(() => window.scrollTo(0, 60))
      // The header reads the scroll position in the next frame: once that has run, 60 px must
      // have left it in the flow (and the 300 px below shows the same path does fix it).
      await afterNextFrames(page)
      expect(await header.getAttribute('data-fixed')).toBe('false')
      await page.evaluate(() => window.scrollTo(0, 300))
      await expect.poll(() => header.getAttribute('data-fixed')).toBe('true')
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect.poll(() => header.getAttribute('data-fixed')).toBe('false')
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).position))
        .not.toBe('fixed')
    })
  })
})

test.describe('phone', () => {
  test.use({ viewport: PHONE, serviceWorkers: 'block' })

  test('footer drawn on reaching it, endless animations on the compositor, and the mobile menu by keyboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/about')
    await waitForHydration(page)

    await test.step('the footer columns are drawn on reaching them, links and all', async () => {
      // Laid out lazily: the browser skips them until they near the viewport.
      const columns = page.locator('.site-footer__grid')
      expect(await columns.evaluate((grid) => getComputedStyle(grid).contentVisibility)).toBe(
        'auto',
      )
      const footerLink = columns.getByRole('link', { name: 'Volunteer' })
      const drawn = () =>
        footerLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }))
      expect(await drawn()).toBe(false)
      // Reached, they are there to read and to use.
      await footerLink.scrollIntoViewIfNeeded()
      await expect(footerLink).toBeVisible()
      expect((await footerLink.boundingBox())?.height).toBeGreaterThan(10)
      // The browser stops skipping them at its next rendering update after the scroll.
      await expect.poll(drawn).toBe(true)
      await page.evaluate(() => window.scrollTo(0, 0))
    })

    await test.step('every endless animation moves only transform or opacity, which the compositor runs alone', async () => {
      // Anything else (a border colour, a background position) has the main thread restyle and
      // repaint at every frame for as long as it runs: the hero's blinking caret did that on /
      // for as long as the page was open, and the loading shimmers while they showed.
      const endless = await page.evaluate(() => {
        const rules: CSSRule[] = []
        const collect = (list: CSSRuleList) => {
          for (const rule of list) {
            rules.push(rule)
            if (rule instanceof CSSGroupingRule) collect(rule.cssRules)
          }
        }
        for (const sheet of document.styleSheets) collect(sheet.cssRules)
        const names = new Set<string>()
        for (const rule of rules) {
          if (!(rule instanceof CSSStyleRule)) continue
          const counts = rule.style.animationIterationCount.split(',')
          rule.style.animationName.split(',').forEach((name, i) => {
            const count = counts[i] ?? counts[0] ?? ''
            if (count.trim() === 'infinite') names.add(name.trim())
          })
        }
        const animated: Record<string, string[]> = {}
        for (const rule of rules) {
          if (!(rule instanceof CSSKeyframesRule) || !names.has(rule.name)) continue
          const properties = new Set<string>()
          for (const frame of rule.cssRules) {
            const { style } = frame as CSSKeyframeRule
            for (let i = 0; i < style.length; i++) properties.add(style.item(i))
          }
          animated[rule.name] = [...properties].sort()
        }
        return animated
      })
      // Sanity: the site's stylesheet (one for every page) was read, with the endless ones we know.
      expect(Object.keys(endless)).toEqual(
        expect.arrayContaining(['caret-blink', 'skeleton-sweep', 'donation-spin']),
      )
      for (const [name, properties] of Object.entries(endless)) {
        expect(
          properties.filter((p) => p !== 'transform' && p !== 'opacity'),
          name,
        ).toEqual([])
      }
    })

    await test.step('the mobile menu opens and closes by keyboard, traps focus and returns it to the toggle', async () => {
      const toggle = page.getByRole('button', { name: 'Open menu' })
      await toggle.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Menu' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      // Its links (the header's, in the same order) are in the built HTML.
      expect(await dialog.getByRole('link').count()).toBe(8)
      // Tab many times: focus never leaves the panel.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.isVisible()).toBe(false)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
        'mobile-menu',
      )
      // The close control works too, and a link navigates and closes the panel.
      await toggle.click()
      await dialog.getByRole('button', { name: 'Close menu' }).click()
      await expect.poll(() => dialog.isVisible()).toBe(false)
      await toggle.click()
      await dialog.getByRole('link', { name: 'Gallery' }).click()
      await page.waitForURL(`${baseURL}/shop`)
      await expect.poll(() => dialog.isVisible()).toBe(false)
    })
  })
})

test.describe('deep links', () => {
  test('a reload of /team works from the server and, with the app installed, offline', async ({
    installedApp,
  }) => {
    const { context, baseURL } = await installedApp()
    const page = await context.newPage()
    await page.goto(`${baseURL}/team`)
    await page.reload()
    expect(await page.locator('h1').innerText()).toBe('Team')
    await context.setOffline(true)
    await page.reload()
    expect(await page.locator('h1').innerText()).toBe('Team')
  })
})
