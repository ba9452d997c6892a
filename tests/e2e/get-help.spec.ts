import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { foodHelpCorrectionSubject } from '../../src/content/food-help'
import { formatAddress } from '../../src/content/organisation'
import { PROMO_SEEN_KEY } from '../../src/features/home/use-promo-popup'
import { DESKTOP, PHONE } from './support/chromium'
import {
  afterNextFrames,
  countLayoutShifts,
  layoutShiftSoFar,
  seriousAxeViolations,
  waitForHydration,
} from './support/page-checks'
import { collectErrors, expect, test } from './support/test'

const HEADING = 'Get food help'

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

/** A fresh visitor (service worker blocked) on `path`, once React has hydrated it. */
async function open(
  openContext: OpenContext,
  viewport: { width: number; height: number },
  path = '/get-help',
  options: { init?: string | (() => void); deviceScaleFactor?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({
    viewport,
    serviceWorkers: 'block',
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  })
  const page = await context.newPage()
  if (options.init) await page.addInitScript(options.init)
  await page.goto(path)
  // The page itself is enough: on a phone the home page's lower sections hydrate only when the
  // visitor scrolls near them, and the hero's link does not wait for them.
  await waitForHydration(page)
  return { context, page }
}

async function expectOnGetHelp(page: Page, baseURL: string | undefined): Promise<void> {
  await page.waitForURL(`${baseURL}/get-help`)
  await expect(page.locator('h1')).toHaveText(HEADING)
}

test.describe('reaching the Get help page', () => {
  test('is the first item after Home in the main navigation', async ({ openContext, baseURL }) => {
    const { page } = await open(openContext, DESKTOP, '/about')
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link')
    expect((await links.allInnerTexts()).slice(0, 2)).toEqual(['Home', 'Get help'])
    await links.nth(1).click()
    await expectOnGetHelp(page, baseURL)
  })

  test('is in the mobile menu, after Home', async ({ openContext, baseURL }) => {
    const { page } = await open(openContext, PHONE, '/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    expect((await menu.getByRole('link').allInnerTexts()).slice(0, 2)).toEqual(['Home', 'Get help'])
    await menu.getByRole('link', { name: 'Get help' }).click()
    await expectOnGetHelp(page, baseURL)
  })

  test('is a secondary action in the home hero', async ({ openContext, baseURL }) => {
    const { page } = await open(openContext, PHONE, '/', {
      // The welcome popup (its own spec) would cover the hero.
      init: `window.sessionStorage.setItem(${JSON.stringify(PROMO_SEEN_KEY)}, '1')`,
    })
    await page.locator('.hero').getByRole('link', { name: 'Need food? Get help' }).click()
    await expectOnGetHelp(page, baseURL)
  })

  test('is linked from the footer', async ({ openContext, baseURL }) => {
    const { page } = await open(openContext, DESKTOP, '/about')
    await page.locator('footer').getByRole('link', { name: 'Get food help' }).click()
    await expectOnGetHelp(page, baseURL)
  })

  test("is the installed app's first shortcut", async ({ openContext, request }) => {
    const response = await request.get('/manifest.webmanifest')
    const manifest = (await response.json()) as { shortcuts: { name: string; url: string }[] }
    expect(manifest.shortcuts[0]).toMatchObject({ name: 'Get food help', url: '/get-help' })
    const { page } = await open(openContext, PHONE, manifest.shortcuts[0]?.url)
    expect(await page.locator('h1').innerText()).toBe(HEADING)
  })
})

test.describe('the page', () => {
  test('answers when, where and what to bring on the first phone screen, with the next date', async ({
    openContext,
  }) => {
    const { page } = await open(openContext, PHONE)
    const errors = collectErrors(page)
    const glance = page.locator('.get-help__glance')
    for (const text of [
      'Every Sunday, 3pm to 5pm',
      formatAddress(),
      'Just bring a bag if you have one. No ID, no forms.',
    ]) {
      const box = await glance.getByText(text, { exact: true }).boundingBox()
      expect(box, text).not.toBeNull()
      expect((box?.y ?? Infinity) + (box?.height ?? 0), text).toBeLessThanOrEqual(PHONE.height)
    }
    // Filled in after hydration from the device's clock.
    await expect(page.getByTestId('next-session')).toHaveText(
      /^Next: (Today, )?Sunday \d{1,2} [A-Z][a-z]+, 3pm to 5pm$/,
    )
    const nextBox = await page.getByTestId('next-session').boundingBox()
    expect((nextBox?.y ?? Infinity) + (nextBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
    expect(errors).toEqual([])
  })

  // The next date arrives after hydration and wraps on a phone; its line keeps room for it.
  for (const [path, width] of [
    ['/get-help', PHONE.width],
    ['/es/get-help', PHONE.width],
    ['/es/get-help', 320],
  ] as const) {
    test(`nothing moves when the next date is filled in (${path}, ${width} px)`, async ({
      openContext,
    }) => {
      const context = await openContext({ viewport: { ...PHONE, width }, serviceWorkers: 'block' })
      const page = await context.newPage()
      await countLayoutShifts(page)
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByTestId('next-session')).toHaveText(/\d/)
      // A shift from the filled-in line has been reported by then.
      await afterNextFrames(page)
      const cls = await layoutShiftSoFar(page)
      console.info(`${path} CLS at ${width} px as the next date is filled in: ${cls.toFixed(4)}`)
      expect(cls).toBeLessThan(0.001)
    })
  }

  test('has the rule, not a date, in its prerendered HTML, and a maps link that needs no tiles', async ({
    openContext,
    request,
  }) => {
    const html = await (await request.get('/get-help')).text()
    expect(html).toContain('Every Sunday, 3pm to 5pm')
    // No date in the prerendered text: it would be the build's. (The hidden stand-in that keeps
    // the line's room names a fixed one in an attribute, drawn by CSS and never read out.)
    const noScript = await openContext({ viewport: PHONE, javaScriptEnabled: false })
    const prerendered = await noScript.newPage()
    await prerendered.goto('/get-help')
    await expect(prerendered.getByTestId('next-session')).toHaveText(/^\s*$/)
    const { page } = await open(openContext, PHONE)
    expect(await page.getByTestId('maps-link').getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=214%20Orchard%20Lane/,
    )
    expect(await page.locator('iframe').count()).toBe(0)
  })

  test('opens a geo: link on Android', async ({ openContext }) => {
    const context = await openContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile',
    })
    const page = await context.newPage()
    await page.goto('/get-help')
    await waitForHydration(page)
    await expect(page.getByTestId('maps-link')).toHaveAttribute(
      'href',
      /^geo:33\.975,-117\.38\?q=214%20Orchard%20Lane/,
    )
  })

  test('lists other help with phone links, and carries its opening hours as JSON-LD', async ({
    openContext,
  }) => {
    const { page } = await open(openContext, DESKTOP)
    const lines = page.locator('.get-help__lines')
    expect(await lines.locator('a[href="tel:211"]').count()).toBe(1)
    expect(await lines.getByText(/CalFresh/).count()).toBe(1)
    expect(await lines.getByText(/^WIC$/).count()).toBe(1)
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(data['@type']).toBe('FoodEstablishment')
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '15:00',
        closes: '17:00',
      }),
    ])
    expect(data.address.streetAddress).toBe('214 Orchard Lane')
  })

  test('"Is something here wrong?" opens the contact form with the subject filled in', async ({
    openContext,
  }) => {
    const { page } = await open(openContext, PHONE)
    await page.getByRole('link', { name: 'Tell us what is wrong' }).click()
    await page.waitForURL(/\/contact\?subject=/)
    await expect(page.locator('#contact-subject')).toHaveValue(foodHelpCorrectionSubject)
    // A fresh load of the same address fills it in too.
    await page.reload()
    await waitForHydration(page)
    await expect(page.locator('#contact-subject')).toHaveValue(foodHelpCorrectionSubject)
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`has no serious accessibility violations (${name})`, async ({ openContext }) => {
      const { page } = await open(openContext, viewport)
      expect(await seriousAxeViolations(page)).toEqual([])
    })
  }
})

test.describe('sharing', () => {
  test('without Web Share: a text-message link with the short text and address, and Copy link', async ({
    openContext,
    baseURL,
  }) => {
    const { context, page } = await open(openContext, PHONE, '/get-help', {
      init: () => {
        // This browser may or may not have a share sheet; the visitor's may not.
        delete (Navigator.prototype as { share?: unknown }).share
      },
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0)
    const sms = page.getByRole('link', { name: 'Send by text message' })
    const href = (await sms.getAttribute('href')) ?? ''
    expect(href).toMatch(/^sms:\?&body=/)
    const body = decodeURIComponent(href.replace(/^sms:\?&body=/, ''))
    expect(body).toContain('every Sunday, 3pm to 5pm')
    expect(body).toContain(formatAddress())
    expect(body).toMatch(/https?:\/\/\S+\/get-help$/)

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Copied. Paste it into a message to share.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body)
  })

  test('with Web Share: one Share button opens the share sheet with the page', async ({
    openContext,
  }) => {
    const { page } = await open(openContext, PHONE, '/get-help', {
      init: () => {
        const calls: unknown[] = []
        ;(window as unknown as { shareCalls: unknown[] }).shareCalls = calls
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: unknown) => {
            calls.push(data)
          },
        })
      },
    })
    expect(await page.getByRole('link', { name: 'Send by text message' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: { text: string; url: string }[] }).shareCalls,
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]?.text).toContain(formatAddress())
    expect(calls[0]?.url).toMatch(/\/get-help$/)
  })
})

test.describe('printed', () => {
  test('is one page (Letter and A4) without the site chrome, with a QR code to the page', async ({
    openContext,
  }) => {
    const { page } = await open(openContext, DESKTOP, '/get-help', { deviceScaleFactor: 2 })
    await page.emulateMedia({ media: 'print' })
    for (const selector of ['.site-header', '.topbar', 'footer', '.get-help__share']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(false)
    }
    for (const format of ['Letter', 'A4']) {
      const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1')
      expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g), format).toHaveLength(1)
    }

    const qr = page.locator('.get-help__qr img')
    expect(await qr.isVisible()).toBe(true)
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    )
    const png = PNG.sync.read(await qr.screenshot())
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    // The code opens the page at the site's configured public address: its canonical URL.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/\/get-help$/)
    expect(code?.data).toBe(canonical)
  })
})

test.describe('offline', () => {
  // Installing the service worker precaches the whole site: slow on a busy machine.
  test('opens after one visit, with its QR code, from the service worker', async ({
    openPersistentContext,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const context = await openPersistentContext(PHONE)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${baseURL}/get-help`)
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 120_000,
      })
      .toBe(true)
    await context.setOffline(true)
    const response = await page.reload()
    expect(response?.fromServiceWorker()).toBe(true)
    expect(await page.locator('h1').innerText()).toBe(HEADING)
    expect(await page.getByText(formatAddress(), { exact: true }).first().isVisible()).toBe(true)
    await expect
      .poll(() =>
        page
          .locator('.get-help__qr img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await context.setOffline(false)
  })
})
