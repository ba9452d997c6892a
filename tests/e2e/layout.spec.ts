import type { Page } from '@playwright/test'
import { DESKTOP, PHONE } from './support/chromium'
import {
  afterNextFrames,
  axeViolations,
  seriousAxeViolations,
  waitForHydration,
} from './support/page-checks'
import { expect, test } from './support/test'

test.use({ serviceWorkers: 'block' })

async function openPage(page: Page, path = '/about'): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('main navigation (desktop)', () => {
  test.use({ viewport: DESKTOP })

  test('leads to each page, without a full reload', async ({ page, baseURL }) => {
    await openPage(page)
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: [string, string][] = [
      ['Home', '/home'],
      ['Get help', '/get-help'],
      ['Impact', '/impact'],
      ['Volunteer', '/volunteer'],
      ['About Us', '/about'],
      ['Gallery', '/shop'],
      ['Contact', '/contact'],
    ]
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(expected.map(([label]) => label))
    for (const [label, path] of expected) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await page.waitForURL(`${baseURL}${path}`)
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })

  test('has a Donate now button to /donate, a cart link, and footer links', async ({ page }) => {
    await openPage(page)
    expect(await page.getByRole('link', { name: 'Donate now' }).first().getAttribute('href')).toBe(
      '/donate',
    )
    expect(await page.locator('a.cart-link').getAttribute('href')).toBe('/cart')
    const footer = page.locator('footer')
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    )
    expect(
      await footer.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href'),
    ).toBe('/contact')
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1)
    const social = footer.locator('a[target="_blank"]').first()
    expect(await social.getAttribute('rel')).toContain('noopener')
    expect(await footer.innerText()).toMatch(/EIN \d{2}-\d{7}/)
    // Every section is two taps from anywhere: the footer's "Explore" column.
    // Text content, not innerText: the columns are not laid out until they near the screen.
    const explore = footer.getByRole('navigation', { name: 'Explore' })
    expect(await explore.getByRole('link').allTextContents()).toEqual([
      'Causes',
      'Events',
      'Blog',
      'Team',
      'Testimonials',
      'Shop',
    ])
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} `)
  })
})

test.describe('header', () => {
  test.use({ viewport: DESKTOP })

  test('is fixed past 80 px of scroll and normal again at the top', async ({ page }) => {
    await openPage(page, '/home')
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
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => header.getAttribute('data-fixed')).toBe('false')
    expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed')
  })
})

test.describe('mobile menu (phone)', () => {
  test.use({ viewport: PHONE })

  test('opens and closes by keyboard, traps focus and returns it to the toggle', async ({
    page,
    baseURL,
  }) => {
    await openPage(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await dialog.getByRole('link').allInnerTexts()).toEqual([
      // The same labels and order as the header's navigation.
      'Home',
      'Get help',
      'Impact',
      'Volunteer',
      'About Us',
      'Gallery',
      'Contact',
      'Donate Now',
    ])
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

test.describe('skip link and back to top', () => {
  test.use({ viewport: DESKTOP })

  test('the first Tab reaches "Skip to content", which moves focus to the main content', async ({
    page,
  }) => {
    await openPage(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
  })

  test('navigation scrolls to the top', async ({ page, baseURL }) => {
    await openPage(page, '/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Causes' }).click()
    await page.waitForURL(`${baseURL}/causes`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

for (const [name, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe('accessibility', () => {
    test.use({ viewport: size })

    test(`every part of the layout, the top bar’s "Donate now" too, is inside a landmark (${name})`, async ({
      page,
    }) => {
      await openPage(page, '/about')
      const donate = page.getByRole('complementary', { name: 'Volunteer and donate' })
      await expect(donate.getByRole('link', { name: 'Donate now' })).toHaveCount(1)
      const region = (await axeViolations(page)).filter((violation) => violation.id === 'region')
      expect(region).toEqual([])
    })

    test(`axe finds no serious or critical violation on the layout at ${name} size`, async ({
      page,
    }) => {
      await openPage(page, '/about')
      expect(await seriousAxeViolations(page)).toEqual([])
    })
  })
}

test.describe('drawn as it nears the screen', () => {
  test.use({ viewport: PHONE })

  test('the footer columns are drawn on reaching them, links and all', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // Laid out lazily: the browser skips them until they near the viewport.
    const columns = page.locator('.site-footer__grid')
    expect(await columns.evaluate((grid) => getComputedStyle(grid).contentVisibility)).toBe('auto')
    const footerLink = columns.getByRole('link', { name: 'Volunteer' })
    const drawn = () =>
      footerLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }))
    expect(await drawn()).toBe(false)
    // Reached, they are there to read and to use.
    await footerLink.scrollIntoViewIfNeeded()
    await expect(footerLink).toBeVisible()
    expect((await footerLink.boundingBox())?.height).toBeGreaterThan(10)
    expect(await drawn()).toBe(true)
  })
})

test.describe('motion', () => {
  test.use({ viewport: PHONE })

  test('every endless animation moves only transform or opacity, which the compositor runs alone', async ({
    page,
  }) => {
    // Anything else (a border colour, a background position) has the main thread restyle and
    // repaint at every frame for as long as it runs: the hero's blinking caret did that on / for
    // as long as the page was open, and the loading shimmers while they showed.
    await openPage(page, '/')
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
})

test.describe('deep links', () => {
  test('a reload of /team works from the server and, after one visit, offline', async ({
    openPersistentContext,
    baseURL,
  }) => {
    const context = await openPersistentContext(PHONE)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${baseURL}/team`)
    await page.reload()
    expect(await page.locator('h1').innerText()).toBe('Team')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 15_000,
      })
      .toBe(true)
    await context.setOffline(true)
    await page.reload()
    expect(await page.locator('h1').innerText()).toBe('Team')
  })
})
