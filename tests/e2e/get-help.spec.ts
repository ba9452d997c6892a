import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { formatPostalAddress } from '../../src/lib/contact-format'
import { correctionSubjectByLocale } from '../../src/lib/get-help-page'
import { DESKTOP, PHONE } from './support/chromium'
import {
  afterNextFrames,
  countLayoutShifts,
  layoutShiftSoFar,
  waitForHydration,
} from './support/page-checks'
import { siteContent } from './support/site-content'
import { collectErrors, expect, test } from './support/test'

/**
 * What /get-help needs a browser for: its layout on a phone, the next date filled in without a
 * shift, the share sheet and clipboard, printing, and opening offline. What its HTML must hold
 * (the When/Where/Bring lines not hidden without JavaScript, the links that lead to it, the maps
 * link, JSON-LD, the text-message link) is read from the build in
 * tests/html/contact-volunteer-get-help.test.ts; axe on its default state runs in accessibility.spec.ts.
 */
const HEADING = 'Get food help'

type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

/** A fresh visitor (service worker blocked) on `path`, once React has hydrated it. */
async function open(
  openContext: OpenContext,
  viewport: { width: number; height: number },
  path = '/get-help',
  options: { init?: string | (() => void); deviceScaleFactor?: number; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({
    viewport,
    serviceWorkers: 'block',
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  const page = await context.newPage()
  if (options.init) await page.addInitScript(options.init)
  await page.goto(path)
  await waitForHydration(page)
  return { context, page }
}

/** Opens `path` counting layout shifts, and returns the shift once the next date is filled in. */
async function shiftAsNextDateFillsIn(page: Page, path: string): Promise<number> {
  await countLayoutShifts(page)
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByTestId('next-session')).toHaveText(/\d/)
  // A shift from the filled-in line has been reported by then.
  await afterNextFrames(page)
  return layoutShiftSoFar(page)
}

test.describe('the page', () => {
  test('answers when, where and what to bring on the first phone screen, with the next date, and nothing moves as it is filled in', async ({
    openContext,
  }) => {
    const context = await openContext({ viewport: PHONE, serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const cls = await shiftAsNextDateFillsIn(page, '/get-help')
    console.info(
      `/get-help CLS at ${PHONE.width} px as the next date is filled in: ${cls.toFixed(4)}`,
    )
    // The next date arrives after hydration and wraps on a phone; its line keeps room for it.
    expect(cls).toBeLessThan(0.001)

    const glance = page.locator('.get-help__glance')
    for (const text of [
      'Every Sunday, 3pm to 5pm',
      formatPostalAddress(siteContent.organisation.en.address),
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
    // No embedded map is added after hydration either (the built HTML has none).
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  // The Spanish date is the longest and wraps the most at the narrowest phone width.
  test('nothing moves when the next date is filled in (/es/get-help, 320 px)', async ({
    openContext,
  }) => {
    const context = await openContext({
      viewport: { ...PHONE, width: 320 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const cls = await shiftAsNextDateFillsIn(page, '/es/get-help')
    console.info(`/es/get-help CLS at 320 px as the next date is filled in: ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.001)
  })

  test('opens a geo: link on Android', async ({ openContext }) => {
    const { page } = await open(openContext, PHONE, '/get-help', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile',
    })
    await expect(page.getByTestId('maps-link')).toHaveAttribute(
      'href',
      /^geo:33\.975,-117\.38\?q=214%20Orchard%20Lane/,
    )
  })
})

test.describe('sharing', () => {
  test('without Web Share: no Share button, and Copy link copies the text-message body', async ({
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
    expect(body).toContain(formatPostalAddress(siteContent.organisation.en.address))
    expect(body).toMatch(/https?:\/\/\S+\/get-help$/)

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Copied. Paste it into a message to share.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body)
  })

  test('with Web Share: one Share button opens the share sheet with the page; "Is something here wrong?" opens the contact form with the subject', async ({
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
    expect(calls[0]?.text).toContain(formatPostalAddress(siteContent.organisation.en.address))
    expect(calls[0]?.url).toMatch(/\/get-help$/)

    await test.step('"Tell us what is wrong" fills in the contact form subject', async () => {
      await page.getByRole('link', { name: 'Tell us what is wrong' }).click()
      await page.waitForURL(/\/contact\?subject=/)
      await expect(page.locator('#contact-subject')).toHaveValue(correctionSubjectByLocale.en)
    })
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
  test('opens in the installed app, with its QR code, from the service worker', async ({
    installedApp,
  }) => {
    const { context, baseURL } = await installedApp()
    const page = await context.newPage()
    await page.goto(`${baseURL}/get-help`)
    await context.setOffline(true)
    const response = await page.reload()
    expect(response?.fromServiceWorker()).toBe(true)
    expect(await page.locator('h1').innerText()).toBe(HEADING)
    await expect(
      page
        .getByText(formatPostalAddress(siteContent.organisation.en.address), { exact: true })
        .first(),
    ).toBeVisible()
    await expect
      .poll(() =>
        page
          .locator('.get-help__qr img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
  })
})
